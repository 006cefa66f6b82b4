ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "contacts" CASCADE;--> statement-breakpoint
DROP INDEX "contest_entries_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "contests" ALTER COLUMN "rules" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contests" ALTER COLUMN "rules" DROP NOT NULL;--> statement-breakpoint
-- Hand-edited: the rules become text; an empty jsonb object (the old default) means no rules yet.
ALTER TABLE "contests" ALTER COLUMN "rules" SET DATA TYPE text USING (CASE WHEN "rules" = '{}'::jsonb THEN NULL ELSE "rules"::text END);--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "prize" text;--> statement-breakpoint
CREATE INDEX "contest_entries_inviter_idx" ON "contest_entries" USING btree ("contest_id","invited_by_id","joined_at");--> statement-breakpoint
ALTER TABLE "contest_entries" DROP COLUMN "points";