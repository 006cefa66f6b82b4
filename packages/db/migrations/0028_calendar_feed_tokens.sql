CREATE TABLE "calendar_feed_tokens" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"collection_id" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_scope_check" CHECK ("calendar_feed_tokens"."scope" IN ('interested', 'collection')),
	CONSTRAINT "calendar_feed_tokens_collection_check" CHECK (("calendar_feed_tokens"."scope" = 'collection') = ("calendar_feed_tokens"."collection_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_idx" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_interested_idx" ON "calendar_feed_tokens" USING btree ("user_id") WHERE "calendar_feed_tokens"."scope" = 'interested';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_collection_idx" ON "calendar_feed_tokens" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_user_idx" ON "calendar_feed_tokens" USING btree ("user_id");