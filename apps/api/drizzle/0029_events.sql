CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(60) NOT NULL,
	"audience" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"pending_consumers" text[],
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_undelivered_idx" ON "events" USING btree ("next_attempt_at") WHERE "events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "events_audience_idx" ON "events" USING gin ("audience");