CREATE TABLE "phone_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"built_in_key" text,
	"built_in_version" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"persona" jsonb NOT NULL,
	"goal" text NOT NULL,
	"opening" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"pass_threshold" integer DEFAULT 70 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"mode" text NOT NULL,
	"model_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"percent" integer,
	"medal" text,
	"passed" boolean,
	"pass_threshold" integer,
	"results" jsonb,
	"evaluated_by" text,
	"points_awarded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_assignments" ADD CONSTRAINT "phone_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_assignments" ADD CONSTRAINT "phone_assignments_scenario_id_phone_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."phone_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_assignments" ADD CONSTRAINT "phone_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_assignments" ADD CONSTRAINT "phone_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_scenarios" ADD CONSTRAINT "phone_scenarios_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_scenarios" ADD CONSTRAINT "phone_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sessions" ADD CONSTRAINT "phone_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sessions" ADD CONSTRAINT "phone_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sessions" ADD CONSTRAINT "phone_sessions_scenario_id_phone_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."phone_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_turns" ADD CONSTRAINT "phone_turns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_turns" ADD CONSTRAINT "phone_turns_session_id_phone_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."phone_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_assignments_once" ON "phone_assignments" USING btree ("customer_id","scenario_id","user_id");--> statement-breakpoint
CREATE INDEX "phone_assignments_due" ON "phone_assignments" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "phone_assignments_person" ON "phone_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_scenarios_built_in" ON "phone_scenarios" USING btree ("customer_id","built_in_key");--> statement-breakpoint
CREATE INDEX "phone_scenarios_company" ON "phone_scenarios" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "phone_sessions_person" ON "phone_sessions" USING btree ("customer_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "phone_sessions_scenario" ON "phone_sessions" USING btree ("customer_id","scenario_id","user_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_turns_order" ON "phone_turns" USING btree ("session_id","position");