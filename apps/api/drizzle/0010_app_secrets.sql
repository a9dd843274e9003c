CREATE TABLE "app_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
