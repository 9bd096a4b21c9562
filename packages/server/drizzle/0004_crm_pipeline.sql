CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."lead_activity_type" AS ENUM('note', 'call', 'meeting', 'status_changed', 'value_changed', 'owner_changed');--> statement-breakpoint
CREATE TYPE "public"."lead_source" AS ENUM('linkedin', 'instagram', 'email', 'referral', 'website', 'cold_call', 'other');--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" "lead_activity_type" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" text,
	"outcome" text,
	"from_value" text,
	"to_value" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_customer";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" "lead_source";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_step_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(replace(replace(replace(lower(translate(coalesce(company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, ''), 'ÄÖÜẞ', 'äöüß')), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_conversation_id_linkedin_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."linkedin_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead" ON "lead_activities" USING btree ("customer_id","lead_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_conversations_key" ON "lead_conversations" USING btree ("lead_id","conversation_id");--> statement-breakpoint
CREATE INDEX "lead_conversations_conversation" ON "lead_conversations" USING btree ("customer_id","conversation_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_customer_updated" ON "leads" USING btree ("customer_id","updated_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_status_updated" ON "leads" USING btree ("customer_id","status","updated_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_company" ON "leads" USING btree ("customer_id",lower("company_name"),"id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_created" ON "leads" USING btree ("customer_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_value" ON "leads" USING btree ("customer_id","value_cents","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_contact" ON "leads" USING btree ("customer_id",coalesce(lower("contact_name"), chr(1114111)),"id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_due" ON "leads" USING btree ("customer_id",coalesce("next_step_due_at", 'infinity'::timestamptz),"id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_next_step" ON "leads" USING btree ("customer_id","next_step_due_at") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_owner" ON "leads" USING btree ("customer_id","owner_id","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_status_value" ON "leads" USING btree ("customer_id","status","value_cents") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_customer_email" ON "leads" USING btree ("customer_id",lower("contact_email")) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_search" ON "leads" USING gin ("search_text" gin_trgm_ops);