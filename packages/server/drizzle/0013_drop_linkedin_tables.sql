DROP TABLE "linkedin_accounts" CASCADE;--> statement-breakpoint
DROP TABLE "linkedin_conversations" CASCADE;