ALTER TABLE "experiences" ADD COLUMN "listed_until" timestamp with time zone;--> statement-breakpoint
UPDATE "experiences" e SET "listed_until" = (SELECT max(o."ends_at") FROM "occurrences" o WHERE o."experience_id" = e."id");--> statement-breakpoint
CREATE INDEX "experiences_listed_idx" ON "experiences" USING btree ("location_slug","listed_until","id","interested_count","status") WHERE "experiences"."publish_state" = 'PUBLISHED';
