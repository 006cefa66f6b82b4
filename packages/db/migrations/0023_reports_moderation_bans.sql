CREATE TABLE "banned_identities" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderated_items" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderated_items_pk" PRIMARY KEY("subject_type","subject_id"),
	CONSTRAINT "moderated_items_subject_type_check" CHECK ("moderated_items"."subject_type" IN ('experience', 'comment', 'crowd-sourced-roundup', 'collection', 'post', 'user')),
	CONSTRAINT "moderated_items_state_check" CHECK ("moderated_items"."state" IN ('HIDDEN', 'REMOVED'))
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"reporter_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone,
	"note" text,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_cases_subject_type_check" CHECK ("report_cases"."subject_type" IN ('experience', 'comment', 'crowd-sourced-roundup', 'collection', 'post', 'user')),
	CONSTRAINT "report_cases_state_check" CHECK ("report_cases"."state" IN ('OPEN', 'RESOLVED', 'DISMISSED'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"case_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_subject_type_check" CHECK ("reports"."subject_type" IN ('experience', 'comment', 'crowd-sourced-roundup', 'collection', 'post', 'user')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" IN ('SPAM', 'HARASSMENT', 'MISLEADING', 'INAPPROPRIATE', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_action_check";--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_target_type_check";--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banned_identities_user_idx" ON "banned_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderated_items_at_idx" ON "moderated_items" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_subject_idx" ON "report_cases" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "report_cases_queue_idx" ON "report_cases" USING btree ("state","reporter_count" DESC NULLS LAST,"opened_at","id");--> statement-breakpoint
CREATE INDEX "report_cases_open_idx" ON "report_cases" USING btree ("opened_at") WHERE "report_cases"."state" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_subject_idx" ON "reports" USING btree ("reporter_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","created_at","id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED', 'MODERATION_WARNING', 'REPORT_RESOLVED'));--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_action_check" CHECK ("staff_actions"."action" IN ('CHANGE_ROLES', 'APPROVE_EXPERIENCE', 'REJECT_EXPERIENCE', 'SET_HOST_TRUSTED', 'DISMISS_REPORTS', 'HIDE_CONTENT', 'RESTORE_CONTENT', 'REMOVE_CONTENT', 'WARN_USER', 'SUSPEND_USER', 'BAN_USER', 'UNBAN_USER'));--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_target_type_check" CHECK ("staff_actions"."target_type" IN ('USER', 'EXPERIENCE', 'COMMENT', 'CROWD_SOURCED_ROUNDUP', 'COLLECTION', 'POST'));