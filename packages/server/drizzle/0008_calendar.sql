CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"video_url" text,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rrule" text,
	"exdates" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"last_ends_at" timestamp with time zone,
	"series_id" uuid,
	"original_start" timestamp with time zone,
	"attendee_ids" uuid[] DEFAULT '{}' NOT NULL,
	"lead_id" uuid,
	"created_by" uuid,
	"import_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_series_id_calendar_events_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_customer_range" ON "calendar_events" USING btree ("customer_id","starts_at","last_ends_at");--> statement-breakpoint
CREATE INDEX "calendar_events_series" ON "calendar_events" USING btree ("series_id","original_start");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_uid" ON "calendar_events" USING btree ("customer_id","uid") WHERE "calendar_events"."series_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_occurrence" ON "calendar_events" USING btree ("series_id","original_start") WHERE "calendar_events"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_customer" ON "calendar_feeds" USING btree ("user_id","customer_id");