CREATE TYPE "public"."outreach_channel" AS ENUM('linkedin', 'email', 'instagram');--> statement-breakpoint
CREATE TYPE "public"."message_direction" AS ENUM('inbound', 'outbound');--> statement-breakpoint
CREATE TABLE "channel_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" "outreach_channel" NOT NULL,
	"account_id" text NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" "outreach_channel" NOT NULL,
	"account_id" text NOT NULL,
	"external_id" text NOT NULL,
	"participant_name" text,
	"participant_address" text,
	"owner_id" uuid,
	"assigned_to" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"has_details" boolean DEFAULT false NOT NULL,
	"thread_digest" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"direction" "message_direction" NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"external_id" text
);
--> statement-breakpoint
ALTER TABLE "lead_conversations" DROP CONSTRAINT "lead_conversations_conversation_id_linkedin_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_accounts" ADD CONSTRAINT "channel_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_accounts" ADD CONSTRAINT "channel_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_accounts_key" ON "channel_accounts" USING btree ("customer_id","channel","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_key" ON "conversations" USING btree ("customer_id","channel","account_id","external_id");--> statement-breakpoint
CREATE INDEX "conversations_inbox" ON "conversations" USING btree ("customer_id","channel","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_position" ON "messages" USING btree ("conversation_id","position");--> statement-breakpoint
-- LinkedIn becomes one channel of the outreach area (ADR 025): every conversation, message and
-- account moves over without loss, under the same ids, so the CRM's links keep pointing at them.
INSERT INTO "channel_accounts" ("id", "customer_id", "channel", "account_id", "owner_id", "created_at")
SELECT "id", "customer_id", 'linkedin', "linkedin_user_id", "synced_by", "created_at" FROM "linkedin_accounts";--> statement-breakpoint
INSERT INTO "conversations" ("id", "customer_id", "channel", "account_id", "external_id", "participant_name", "participant_address", "owner_id", "last_activity_at", "has_details", "synced_at", "created_at")
SELECT c."id", c."customer_id", 'linkedin', c."linkedin_user_id", c."conversation_id", c."participant_name", c."participant_profile_url", a."synced_by", c."last_message_at", c."has_details", c."synced_at", c."synced_at"
FROM "linkedin_conversations" c
LEFT JOIN "linkedin_accounts" a ON a."customer_id" = c."customer_id" AND a."linkedin_user_id" = c."linkedin_user_id";--> statement-breakpoint
-- A message of the participant came in; the account owner's went out.
INSERT INTO "messages" ("customer_id", "conversation_id", "position", "direction", "sender", "text", "sent_at", "external_id")
SELECT c."customer_id", c."id", (m.ordinality - 1)::int,
  (CASE WHEN m.value ->> 'sender' = c."participant_name" THEN 'inbound' ELSE 'outbound' END)::"message_direction",
  m.value ->> 'sender', m.value ->> 'text', (m.value ->> 'sentAt')::timestamptz, m.value ->> 'id'
FROM "linkedin_conversations" c
CROSS JOIN LATERAL jsonb_array_elements(c."messages") WITH ORDINALITY AS m(value, ordinality);--> statement-breakpoint
-- The digest a sync compares with (areas/outreach/service.ts `threadDigest`, computed the same way).
UPDATE "conversations" SET "thread_digest" = (
  SELECT md5(coalesce(string_agg(concat_ws(chr(31), coalesce(m."external_id", ''), m."sender", m."text", to_char(m."sent_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), chr(30) ORDER BY m."position"), ''))
  FROM "messages" m WHERE m."conversation_id" = "conversations"."id"
) WHERE "has_details";--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;