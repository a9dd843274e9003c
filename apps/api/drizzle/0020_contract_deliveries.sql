CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'accepted', 'changes_requested');--> statement-breakpoint
CREATE TABLE "contract_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD CONSTRAINT "contract_deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_contract_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."contract_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_deliveries_contract_idx" ON "contract_deliveries" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_deliveries_pending_idx" ON "contract_deliveries" USING btree ("created_at") WHERE "contract_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_files_delivery_idx" ON "delivery_files" USING btree ("delivery_id");