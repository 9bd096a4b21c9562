CREATE TABLE "linkedin_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"linkedin_user_id" text NOT NULL,
	"synced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_accounts" ADD CONSTRAINT "linkedin_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_accounts" ADD CONSTRAINT "linkedin_accounts_synced_by_users_id_fk" FOREIGN KEY ("synced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_accounts_key" ON "linkedin_accounts" USING btree ("customer_id","linkedin_user_id");--> statement-breakpoint
-- Accounts synced before: known, nobody recorded yet (the next sync claims them).
INSERT INTO "linkedin_accounts" ("customer_id", "linkedin_user_id")
  SELECT DISTINCT "customer_id", "linkedin_user_id" FROM "linkedin_conversations";
