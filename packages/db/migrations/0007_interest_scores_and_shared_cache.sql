CREATE TABLE "cache_entries" (
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cache_entries_namespace_key_pk" PRIMARY KEY("namespace","key")
);
--> statement-breakpoint
CREATE TABLE "experience_scores" (
	"experience_id" text PRIMARY KEY NOT NULL,
	"location_slug" text,
	"trending" double precision NOT NULL,
	"recent_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experience_scores" ADD CONSTRAINT "experience_scores_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cache_entries_namespace_used_idx" ON "cache_entries" USING btree ("namespace","used_at");--> statement-breakpoint
CREATE INDEX "experience_scores_trending_idx" ON "experience_scores" USING btree ("location_slug",(-"trending"),"experience_id") WHERE "experience_scores"."trending" > 0;--> statement-breakpoint
CREATE INDEX "experience_scores_recent_idx" ON "experience_scores" USING btree ("location_slug",(-("recent_count")::float8),"experience_id");--> statement-breakpoint
CREATE INDEX "experiences_popular_idx" ON "experiences" USING btree ("location_slug",(-("interested_count")::float8),"id") WHERE "experiences"."publish_state" = 'PUBLISHED';