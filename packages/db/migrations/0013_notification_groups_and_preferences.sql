CREATE TABLE "notification_actors" (
	"notification_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_actors_pk" PRIMARY KEY("notification_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE'))
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("recipient_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_inbox_kind_idx" ON "notifications" USING btree ("recipient_id","kind","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("recipient_id","group_key") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
-- Rows written before grouping: their latest activity is when they were made, and their one actor is their group.
UPDATE "notifications" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "notification_actors" ("notification_id", "actor_id", "created_at")
SELECT "id", "actor_id", "created_at" FROM "notifications" WHERE "actor_id" IS NOT NULL;
