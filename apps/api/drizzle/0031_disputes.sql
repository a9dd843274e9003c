CREATE TYPE "public"."agreement_status" AS ENUM('pending', 'accepted', 'declined', 'replaced');--> statement-breakpoint
CREATE TYPE "public"."contract_side" AS ENUM('client', 'freelancer');--> statement-breakpoint
CREATE TYPE "public"."decision_source" AS ENUM('moderator', 'no_answer', 'default', 'admin');--> statement-breakpoint
CREATE TYPE "public"."dispute_actor_role" AS ENUM('client', 'freelancer', 'moderator', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."dispute_entry_kind" AS ENUM('opened', 'answered', 'evidence', 'taken', 'flagged', 'escalated', 'decided', 'accepted', 'appealed', 'final', 'agreement');--> statement-breakpoint
CREATE TYPE "public"."dispute_reason" AS ENUM('not_delivered', 'not_as_agreed', 'no_response', 'payment_outside', 'other');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('awaiting_answer', 'awaiting_moderator', 'in_review', 'decided', 'appealed', 'closed');--> statement-breakpoint
ALTER TYPE "public"."notification_mail" ADD VALUE 'disputes';--> statement-breakpoint
CREATE TABLE "contract_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"proposed_by" "contract_side" NOT NULL,
	"freelancer_cents" bigint NOT NULL,
	"escrow_cents" bigint NOT NULL,
	"status" "agreement_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispute_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" "dispute_entry_kind" NOT NULL,
	"actor_id" uuid,
	"role" "dispute_actor_role" NOT NULL,
	"text" text,
	"freelancer_cents" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"status" "dispute_status" DEFAULT 'awaiting_answer' NOT NULL,
	"reason" "dispute_reason" NOT NULL,
	"opened_by" "contract_side" NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"take_by" timestamp with time zone,
	"decide_by" timestamp with time zone,
	"default_decision_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"moderator_id" uuid,
	"taken_at" timestamp with time zone,
	"decision_freelancer_cents" bigint,
	"decision_reason" text,
	"decision_source" "decision_source",
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"appeal_by" timestamp with time zone,
	"client_accepted_at" timestamp with time zone,
	"freelancer_accepted_at" timestamp with time zone,
	"appealed_by" "contract_side",
	"appealed_at" timestamp with time zone,
	"appeal_review_by" timestamp with time zone,
	"reviewed_by_id" uuid,
	"next_deadline_at" timestamp with time zone,
	"final_freelancer_cents" bigint,
	"final_client_cents" bigint,
	"loser_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "dispute_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_agreements" ADD CONSTRAINT "contract_agreements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_entries" ADD CONSTRAINT "dispute_entries_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_entries" ADD CONSTRAINT "dispute_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_entry_id_dispute_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dispute_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_agreements_contract_idx" ON "contract_agreements" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_agreements_pending_key" ON "contract_agreements" USING btree ("contract_id") WHERE "contract_agreements"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dispute_entries_dispute_idx" ON "dispute_entries" USING btree ("dispute_id","seq");--> statement-breakpoint
CREATE INDEX "dispute_files_entry_idx" ON "dispute_files" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_contract_key" ON "disputes" USING btree ("contract_id") WHERE "disputes"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_next_deadline_idx" ON "disputes" USING btree ("next_deadline_at") WHERE "disputes"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "disputes_loser_idx" ON "disputes" USING btree ("loser_id") WHERE "disputes"."loser_id" is not null;