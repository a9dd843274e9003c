CREATE TABLE "cities" (
	"ibge_code" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"search_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population");