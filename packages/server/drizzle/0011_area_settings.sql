CREATE TABLE "area_settings" (
	"customer_id" uuid NOT NULL,
	"area" text NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_settings_customer_id_area_pk" PRIMARY KEY("customer_id","area")
);
--> statement-breakpoint
ALTER TABLE "area_settings" ADD CONSTRAINT "area_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The finances' sharing moves with its data: a company that shared keeps sharing.
INSERT INTO "area_settings" ("customer_id", "area", "value")
SELECT "id", 'finances', jsonb_build_object('financesForAdmins', true) FROM "customers" WHERE "finances_for_admins";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "finances_for_admins";