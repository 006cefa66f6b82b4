CREATE TABLE "feature_tag_items" (
	"feature_tag_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_tag_items_pk" PRIMARY KEY("feature_tag_id","item_type","item_id"),
	CONSTRAINT "feature_tag_items_item_type_check" CHECK ("feature_tag_items"."item_type" IN ('experience', 'post', 'crowd-sourced-roundup', 'place'))
);
--> statement-breakpoint
ALTER TABLE "feature_tag_items" ADD CONSTRAINT "feature_tag_items_feature_tag_id_feature_tags_id_fk" FOREIGN KEY ("feature_tag_id") REFERENCES "public"."feature_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_tag_items_tag_position_idx" ON "feature_tag_items" USING btree ("feature_tag_id","position","item_id");--> statement-breakpoint
CREATE INDEX "feature_tag_items_item_idx" ON "feature_tag_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "places_name_search_idx" ON "places" USING gin (to_tsvector('english'::regconfig, "name"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);