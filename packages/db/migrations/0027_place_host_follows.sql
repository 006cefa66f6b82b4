CREATE TABLE "host_follows" (
	"user_id" text NOT NULL,
	"host_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_follows_pk" PRIMARY KEY("user_id","host_id")
);
--> statement-breakpoint
CREATE TABLE "place_follows" (
	"user_id" text NOT NULL,
	"place_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_follows_pk" PRIMARY KEY("user_id","place_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "host_follows" ADD CONSTRAINT "host_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_follows" ADD CONSTRAINT "host_follows_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_follows" ADD CONSTRAINT "place_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_follows" ADD CONSTRAINT "place_follows_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_follows_host_user_idx" ON "host_follows" USING btree ("host_id","user_id");--> statement-breakpoint
CREATE INDEX "place_follows_place_user_idx" ON "place_follows" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "experiences_published_at_idx" ON "experiences" USING btree ("published_at") WHERE "experiences"."publish_state" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "hosts_name_trgm_idx" ON "hosts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED', 'NEW_EXPERIENCE_FOLLOWED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED', 'NEW_EXPERIENCE_FOLLOWED'));--> statement-breakpoint
-- hand-written
-- Hosts now show in search, whose signed-out answers each API process keeps: a change to a host is announced on
-- row_changes like the other searched tables (0020_row_change_notices.sql).
CREATE TRIGGER hosts_notify_inserts AFTER INSERT ON hosts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_updates AFTER UPDATE ON hosts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_deletes AFTER DELETE ON hosts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_truncates AFTER TRUNCATE ON hosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
