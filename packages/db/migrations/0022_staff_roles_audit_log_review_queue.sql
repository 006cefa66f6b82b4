CREATE TABLE "experience_reviews" (
	"experience_id" text PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "experience_reviews_decision_check" CHECK (("experience_reviews"."decision" IS NULL AND "experience_reviews"."decided_at" IS NULL AND "experience_reviews"."reason" IS NULL)
        OR ("experience_reviews"."decision" = 'APPROVED' AND "experience_reviews"."decided_at" IS NOT NULL AND "experience_reviews"."reason" IS NULL)
        OR ("experience_reviews"."decision" = 'REJECTED' AND "experience_reviews"."decided_at" IS NOT NULL AND "experience_reviews"."reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_actions_action_check" CHECK ("staff_actions"."action" IN ('CHANGE_ROLES', 'APPROVE_EXPERIENCE', 'REJECT_EXPERIENCE', 'SET_HOST_TRUSTED')),
	CONSTRAINT "staff_actions_target_type_check" CHECK ("staff_actions"."target_type" IN ('USER', 'EXPERIENCE'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" USING btree ("target_type","target_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_action_idx" ON "staff_actions" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_pending_review_idx" ON "experiences" USING btree ("location_slug") WHERE "experiences"."publish_state" = 'PENDING_REVIEW';--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" <> 'user';--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('FRIENDED', 'CONNECTED', 'CONTACT_JOINED_APP', 'JOINED_APP_BY_INVITE', 'CONNECTION_INTEREST', 'UPCOMING_INTEREST', 'ADDED_TO_COLLECTION', 'SHARED_COLLECTION', 'SHARED_EXPERIENCE', 'INVITED_TO_COLLECTION', 'INVITED_TO_EXPERIENCE', 'REPLIED_TO_COMMENT', 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP', 'JOINED_APP_BY_CONTEST_INVITE', 'EXPERIENCE_APPROVED', 'EXPERIENCE_REJECTED'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" = 'user' OR "users"."role" ~ '^(admin|editor|moderator)(,(admin|editor|moderator))*$');--> statement-breakpoint
-- The audit log is append-only (issue 23: nothing in it can be edited or deleted through the product): whatever
-- statement reaches it, an UPDATE, a DELETE or a TRUNCATE is refused and its transaction rolls back.
CREATE FUNCTION refuse_staff_action_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION refuse_staff_action_changes();
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON staff_actions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_staff_action_changes();
