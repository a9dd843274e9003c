CREATE TYPE "public"."data_export_status" AS ENUM('pending', 'ready', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "data_export_status" DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64),
	"file_name" varchar(80),
	"size_bytes" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_ready_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';