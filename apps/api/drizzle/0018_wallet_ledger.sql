CREATE TYPE "public"."deposit_method" AS ENUM('pix', 'card', 'bank');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('wallet', 'escrow', 'fees', 'withdrawing', 'external');--> statement-breakpoint
CREATE TYPE "public"."transfer_kind" AS ENUM('deposit', 'payment', 'release', 'fee', 'refund', 'withdrawal', 'withdrawal_fee', 'payout', 'payout_failed');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_method" AS ENUM('bank', 'card', 'pix');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('processing', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "deposit_method" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"contract_id" uuid,
	"card_last4" varchar(4),
	"bank_reference" varchar(40),
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"rail" varchar(10),
	"balance_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance" CHECK (("ledger_accounts"."kind" in ('wallet', 'escrow')) = ("ledger_accounts"."balance_cents" is not null) and coalesce("ledger_accounts"."balance_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "transfer_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"contract_id" uuid,
	"deposit_id" uuid,
	"withdrawal_id" uuid,
	"related_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_amount" CHECK ("ledger_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "withdrawal_method" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"account" jsonb NOT NULL,
	"account_label" varchar(160) NOT NULL,
	"scheduled_date" varchar(10),
	"due_at" timestamp with time zone NOT NULL,
	"status" "withdrawal_status" DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_cents" > 0 and "withdrawals"."fee_cents" >= 0 and "withdrawals"."net_cents" = "withdrawals"."amount_cents" - "withdrawals"."fee_cents")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_contract_idx" ON "ledger_transfers" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_withdrawal_idx" ON "ledger_transfers" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_related_idx" ON "ledger_transfers" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("due_at") WHERE "withdrawals"."status" = 'processing';