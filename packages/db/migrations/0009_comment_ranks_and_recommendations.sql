DROP INDEX "comments_subject_new_idx";--> statement-breakpoint
DROP INDEX "comments_subject_top_idx";--> statement-breakpoint
DROP INDEX "comments_parent_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "recommended_type" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "recommended_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "rank" double precision GENERATED ALWAYS AS ((upvotes + 1.9208 - 1.96 * sqrt(upvotes::float8 * downvotes / greatest(upvotes + downvotes, 1) + 0.9604)) / (upvotes + downvotes + 3.8416)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "comments_subject_new_idx" ON "comments" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id IS NULL;--> statement-breakpoint
CREATE INDEX "comments_subject_top_idx" ON "comments" USING btree ("subject_type","subject_id","rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id IS NULL;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "score";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_recommended_type_check" CHECK ("comments"."recommended_type" IS NULL OR "comments"."recommended_type" IN ('experience', 'place'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_recommended_pair_check" CHECK ((recommended_type IS NULL) = (recommended_id IS NULL));