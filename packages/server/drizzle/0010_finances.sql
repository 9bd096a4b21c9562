CREATE TYPE "public"."finance_booking_kind" AS ENUM('income', 'expense');--> statement-breakpoint
CREATE TYPE "public"."finance_interval" AS ENUM('weekly', 'biweekly', 'monthly', 'quarterly', 'halfyearly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."finance_legal_form" AS ENUM('sole_trader', 'freelancer', 'gmbh');--> statement-breakpoint
CREATE TYPE "public"."finance_notice_unit" AS ENUM('days', 'weeks', 'months');--> statement-breakpoint
CREATE TYPE "public"."finance_vat_period" AS ENUM('monthly', 'quarterly');--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "finance_booking_kind" NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client" text,
	"budget_cents" bigint,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_projects_dates" CHECK ("finance_projects"."ends_on" is null or "finance_projects"."ends_on" >= "finance_projects"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "finance_recurring" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "finance_booking_kind" NOT NULL,
	"name" text NOT NULL,
	"counterparty" text,
	"net_cents" bigint NOT NULL,
	"vat_rate" smallint NOT NULL,
	"interval" "finance_interval" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"notice_value" integer,
	"notice_unit" "finance_notice_unit",
	"category_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_recurring_dates" CHECK ("finance_recurring"."ends_on" is null or "finance_recurring"."ends_on" >= "finance_recurring"."starts_on"),
	CONSTRAINT "finance_recurring_vat" CHECK ("finance_recurring"."vat_rate" in (0, 7, 19))
);
--> statement-breakpoint
CREATE TABLE "finance_reserve_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"entered_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"legal_form" "finance_legal_form" DEFAULT 'gmbh' NOT NULL,
	"small_business" boolean DEFAULT false NOT NULL,
	"hebesatz" integer DEFAULT 400 NOT NULL,
	"vat_period" "finance_vat_period" DEFAULT 'quarterly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"booked_on" date NOT NULL,
	"kind" "finance_booking_kind" NOT NULL,
	"gross_cents" bigint NOT NULL,
	"vat_rate" smallint NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"category_id" uuid,
	"counterparty" text,
	"description" text,
	"project_id" uuid,
	"receipt_path" text,
	"receipt_name" text,
	"import_fingerprint" text,
	"recurring_id" uuid,
	"recurring_due" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transactions_vat" CHECK ("finance_transactions"."vat_rate" in (0, 7, 19)),
	CONSTRAINT "finance_transactions_split" CHECK ("finance_transactions"."net_cents" + "finance_transactions"."vat_cents" = "finance_transactions"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "finance_trash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"linked_transaction_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "finances_for_admins" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_projects" ADD CONSTRAINT "finance_projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurring" ADD CONSTRAINT "finance_recurring_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurring" ADD CONSTRAINT "finance_recurring_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recurring" ADD CONSTRAINT "finance_recurring_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reserve_entries" ADD CONSTRAINT "finance_reserve_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reserve_entries" ADD CONSTRAINT "finance_reserve_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_project_id_finance_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."finance_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_recurring_id_finance_recurring_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."finance_recurring"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_trash" ADD CONSTRAINT "finance_trash_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_name" ON "finance_categories" USING btree ("customer_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "finance_projects_customer" ON "finance_projects" USING btree ("customer_id","starts_on");--> statement-breakpoint
CREATE INDEX "finance_recurring_customer" ON "finance_recurring" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "finance_reserve_entries_customer" ON "finance_reserve_entries" USING btree ("customer_id","entered_on");--> statement-breakpoint
CREATE INDEX "finance_transactions_customer_day" ON "finance_transactions" USING btree ("customer_id","booked_on","id");--> statement-breakpoint
CREATE INDEX "finance_transactions_customer_project" ON "finance_transactions" USING btree ("customer_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_fingerprint" ON "finance_transactions" USING btree ("customer_id","import_fingerprint") WHERE "finance_transactions"."import_fingerprint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_occurrence" ON "finance_transactions" USING btree ("recurring_id","recurring_due") WHERE "finance_transactions"."recurring_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_trash_customer" ON "finance_trash" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "finance_trash_fingerprint" ON "finance_trash" USING btree ("customer_id",("record" ->> 'importFingerprint')) WHERE "finance_trash"."kind" = 'transaction';