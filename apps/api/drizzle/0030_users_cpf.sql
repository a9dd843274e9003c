ALTER TABLE "users" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_key" ON "users" USING btree ("cpf") WHERE "users"."cpf" is not null;