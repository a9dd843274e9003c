ALTER TYPE "public"."notification_mail" ADD VALUE 'deliveries';--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_subject" varchar(300);