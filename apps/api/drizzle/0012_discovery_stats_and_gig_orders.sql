CREATE TYPE "public"."gig_order_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "gig_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gig_id" uuid,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"gig_title" varchar(120) NOT NULL,
	"gig_description" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "gig_order_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "gig_order_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_contracts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reviews_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" double precision GENERATED ALWAYS AS (case when review_count > 0 then round(rating_sum::numeric / review_count, 2)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "relevance" double precision GENERATED ALWAYS AS ((rating_sum + 9)::float8 / (review_count + 3) + 0.25 * ln((1 + completed_contracts)::float8)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD CONSTRAINT "gig_orders_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD CONSTRAINT "gig_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD CONSTRAINT "gig_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gig_orders_pending_key" ON "gig_orders" USING btree ("gig_id","buyer_id") WHERE "gig_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "gig_orders_buyer_idx" ON "gig_orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gig_orders_seller_idx" ON "gig_orders" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gig_order_id_gig_orders_id_fk" FOREIGN KEY ("gig_order_id") REFERENCES "public"."gig_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_freelancers_relevance_idx" ON "users" USING btree ("relevance" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."is_freelancer" and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_freelancers_rate_asc_idx" ON "users" USING btree ("hourly_rate_cents","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."is_freelancer" and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_freelancers_rate_desc_idx" ON "users" USING btree ("hourly_rate_cents" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."is_freelancer" and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_freelancers_city_idx" ON "users" USING btree (labora_fold("location")) WHERE "users"."is_freelancer" and "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_reviews_due_idx" ON "users" USING btree ("reviews_due_at") WHERE "users"."reviews_due_at" is not null;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gig_order_id_unique" UNIQUE("gig_order_id");