CREATE TABLE "notification_deliveries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"recipient_id" text NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"notification_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" IN ('email', 'push')),
	CONSTRAINT "notification_deliveries_type_check" CHECK ("notification_deliveries"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED', 'NEW_EXPERIENCE_FOLLOWED'))
);
--> statement-breakpoint
CREATE TABLE "notified_occurrences" (
	"recipient_id" text NOT NULL,
	"type" text NOT NULL,
	"occurrence_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notified_occurrences_pk" PRIMARY KEY("recipient_id","type","occurrence_key"),
	CONSTRAINT "notified_occurrences_type_check" CHECK ("notified_occurrences"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED', 'NEW_EXPERIENCE_FOLLOWED'))
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_occurrences" ADD CONSTRAINT "notified_occurrences_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_daily_idx" ON "notification_deliveries" USING btree ("recipient_id","channel","day","type");