CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"recipient_id" text NOT NULL,
	"actor_id" text,
	"type" text NOT NULL,
	"kind" text DEFAULT 'GENERAL' NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE')),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('GENERAL', 'COMMUNITY')),
	CONSTRAINT "notifications_subject_type_check" CHECK ("notifications"."subject_type" IN ('COMMENT', 'COLLECTION', 'CROWD_SOURCED_ROUNDUP', 'EXPERIENCE', 'INVITE', 'USER', 'CONTEST'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" IS NULL;