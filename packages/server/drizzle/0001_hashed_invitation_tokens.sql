-- Invitation links are secrets: keep only their SHA-256, and hash the tokens already stored so
-- their links keep working.
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_unique";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash");
