CREATE TYPE "public"."gig_package_tier" AS ENUM('basico', 'padrao', 'premium');--> statement-breakpoint
CREATE TABLE "gig_packages" (
	"gig_id" uuid NOT NULL,
	"tier" "gig_package_tier" NOT NULL,
	"price_cents" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "gig_packages_gig_id_tier_pk" PRIMARY KEY("gig_id","tier"),
	CONSTRAINT "gig_packages_price_positive" CHECK ("gig_packages"."price_cents" > 0),
	CONSTRAINT "gig_packages_delivery_days_positive" CHECK ("gig_packages"."delivery_days" > 0),
	CONSTRAINT "gig_packages_revisions_not_negative" CHECK ("gig_packages"."revisions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gig_orders" ADD COLUMN "package_tier" "gig_package_tier" DEFAULT 'basico' NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD COLUMN "delivery_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD COLUMN "revisions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_orders" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_packages" ADD CONSTRAINT "gig_packages_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every gig from before packages becomes a Básico at its one price: 14 days (the due date its orders always had,
-- the fixed delivery time before packages) and 1 revision, what the seller implicitly promised. Sellers can edit both.
INSERT INTO "gig_packages" ("gig_id", "tier", "price_cents", "delivery_days", "revisions")
SELECT "id", 'basico', "price_cents", 14, 1 FROM "gigs";
