CREATE TYPE "public"."statement_approval_source" AS ENUM('client', 'automatic', 'conclusion');--> statement-breakpoint
CREATE TYPE "public"."statement_status" AS ENUM('pending', 'approved', 'void');--> statement-breakpoint
CREATE TABLE "timesheet_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"minutes" integer NOT NULL,
	"billable_minutes" integer NOT NULL,
	"over_limit_minutes" integer NOT NULL,
	"rate_cents" bigint NOT NULL,
	"due_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"unfunded_cents" bigint NOT NULL,
	"status" "statement_status" DEFAULT 'pending' NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" "statement_approval_source",
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"question" text,
	"questioned_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "hourly_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "weekly_limit_hours" integer;--> statement-breakpoint
ALTER TABLE "timesheet_statements" ADD CONSTRAINT "timesheet_statements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_statements_week_key" ON "timesheet_statements" USING btree ("contract_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_statements_pending_idx" ON "timesheet_statements" USING btree ("closed_at") WHERE "timesheet_statements"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hourly_terms" CHECK (("contracts"."hourly_rate_cents" is null and "contracts"."weekly_limit_hours" is null) or ("contracts"."hourly_rate_cents" > 0 and "contracts"."weekly_limit_hours" between 1 and 168));