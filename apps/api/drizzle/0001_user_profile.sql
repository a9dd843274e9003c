ALTER TABLE "users" ADD COLUMN "user_type" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_place_id" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;