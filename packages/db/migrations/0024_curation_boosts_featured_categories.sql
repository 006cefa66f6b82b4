CREATE TABLE "experience_boosts" (
	"experience_id" text PRIMARY KEY NOT NULL,
	"boosted_until" timestamp with time zone NOT NULL,
	"boosted_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_categories" (
	"location_slug" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_categories_pk" PRIMARY KEY("location_slug","category_id")
);
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_action_check";--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_target_type_check";--> statement-breakpoint
ALTER TABLE "feature_tag_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "feature_tag_items" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "feature_tag_items" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "experience_boosts" ADD CONSTRAINT "experience_boosts_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_categories" ADD CONSTRAINT "featured_categories_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_categories" ADD CONSTRAINT "featured_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_boosts_until_idx" ON "experience_boosts" USING btree ("boosted_until");--> statement-breakpoint
CREATE INDEX "featured_categories_location_position_idx" ON "featured_categories" USING btree ("location_slug","position");--> statement-breakpoint
ALTER TABLE "feature_tag_items" ADD CONSTRAINT "feature_tag_items_dates_check" CHECK ("feature_tag_items"."starts_on" IS NULL OR "feature_tag_items"."ends_on" IS NULL OR "feature_tag_items"."starts_on" <= "feature_tag_items"."ends_on");--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_action_check" CHECK ("staff_actions"."action" IN ('CHANGE_ROLES', 'APPROVE_EXPERIENCE', 'REJECT_EXPERIENCE', 'SET_HOST_TRUSTED', 'DISMISS_REPORTS', 'HIDE_CONTENT', 'RESTORE_CONTENT', 'REMOVE_CONTENT', 'WARN_USER', 'SUSPEND_USER', 'BAN_USER', 'UNBAN_USER', 'SET_PICKS', 'BOOST_EXPERIENCE', 'UNBOOST_EXPERIENCE', 'CREATE_SEARCH_RECOMMENDATION', 'UPDATE_SEARCH_RECOMMENDATION', 'DELETE_SEARCH_RECOMMENDATION', 'REORDER_SEARCH_RECOMMENDATIONS', 'SET_FEATURED_CATEGORIES', 'CREATE_CONTEST', 'UPDATE_CONTEST', 'SET_FEATURE_FLAGS'));--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_target_type_check" CHECK ("staff_actions"."target_type" IN ('USER', 'EXPERIENCE', 'COMMENT', 'CROWD_SOURCED_ROUNDUP', 'COLLECTION', 'POST', 'LOCATION', 'FEATURE_TAG', 'SEARCH_RECOMMENDATION', 'CONTEST', 'REMOTE_CONFIG'));--> statement-breakpoint
-- What editors curate (editor and top picks, boosts, search suggestions, featured categories, categories) shapes
-- answers every API process keeps in memory (apps/api/src/cache/hot-answers.ts): streams, the discover root,
-- search, pages of events. Any committed change to these tables is announced on row_changes as "*|<table>",
-- which the watchers read as "any row of any table" (packages/db/src/client/row-changes.ts parseRowChange), so
-- every process drops what it keeps, whichever process, job or SQL session wrote. Editors write a few times a day:
-- rebuilding the kept answers then costs less than tracking which answers each list fed.
-- Row triggers, not statement ones: a statement that changes no row (an ON CONFLICT DO NOTHING, the cascade a
-- deleted experience runs on experience_boosts) announces nothing, and PostgreSQL delivers one notice per
-- transaction for identical payloads, so a save of a whole list still costs one notice. TRUNCATE has no rows.
CREATE FUNCTION notify_curation_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', '*|' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER feature_tags_notify_changes AFTER INSERT OR UPDATE OR DELETE ON feature_tags
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER feature_tags_notify_truncate AFTER TRUNCATE ON feature_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER feature_tag_items_notify_changes AFTER INSERT OR UPDATE OR DELETE ON feature_tag_items
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER feature_tag_items_notify_truncate AFTER TRUNCATE ON feature_tag_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER experience_boosts_notify_changes AFTER INSERT OR UPDATE OR DELETE ON experience_boosts
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER experience_boosts_notify_truncate AFTER TRUNCATE ON experience_boosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER search_recommendations_notify_changes AFTER INSERT OR UPDATE OR DELETE ON search_recommendations
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER search_recommendations_notify_truncate AFTER TRUNCATE ON search_recommendations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER featured_categories_notify_changes AFTER INSERT OR UPDATE OR DELETE ON featured_categories
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER featured_categories_notify_truncate AFTER TRUNCATE ON featured_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER categories_notify_changes AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION notify_curation_changes();
--> statement-breakpoint
CREATE TRIGGER categories_notify_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_curation_changes();
