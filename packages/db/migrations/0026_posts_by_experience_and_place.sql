DROP INDEX "posts_experience_idx";--> statement-breakpoint
DROP INDEX "posts_venue_idx";--> statement-breakpoint
CREATE INDEX "posts_experience_created_idx" ON "posts" USING btree ("experience_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_venue_created_idx" ON "posts" USING btree ("venue_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);