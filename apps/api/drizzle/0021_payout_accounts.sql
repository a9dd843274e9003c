CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "withdrawal_method" NOT NULL,
	"account" jsonb NOT NULL,
	"label" varchar(160) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_user_account_key" UNIQUE("user_id","method","account")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;