CREATE TABLE "accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collection_invites" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"collection_id" text NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_id" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"role" text DEFAULT 'VIEWER' NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "collection_invites_token_unique" UNIQUE("token"),
	CONSTRAINT "collection_invites_type_check" CHECK ("collection_invites"."type" IN ('LINK_INVITE', 'IN_APP_INVITE')),
	CONSTRAINT "collection_invites_status_check" CHECK ("collection_invites"."status" IN ('ACCEPTED', 'PENDING', 'DISMISSED', 'DECLINED')),
	CONSTRAINT "collection_invites_role_check" CHECK ("collection_invites"."role" IN ('OWNER', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_pk" PRIMARY KEY("collection_id","item_type","item_id"),
	CONSTRAINT "collection_items_item_type_check" CHECK ("collection_items"."item_type" IN ('experience', 'post', 'crowd-sourced-roundup', 'place'))
);
--> statement-breakpoint
CREATE TABLE "collection_participants" (
	"collection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'VIEWER' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_participants_pk" PRIMARY KEY("collection_id","user_id"),
	CONSTRAINT "collection_participants_role_check" CHECK ("collection_participants"."role" IN ('OWNER', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "collection_shares" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"collection_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "collection_shares_status_check" CHECK ("collection_shares"."status" IN ('ACCEPTED', 'PENDING', 'DISMISSED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"document_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"cover" jsonb,
	"owner_id" text NOT NULL,
	"is_community" boolean DEFAULT false NOT NULL,
	"location_slug" text,
	"items_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_votes_vote_check" CHECK ("comment_votes"."vote" IN ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"parent_id" text,
	"user_id" text,
	"body" text NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_kind_check" CHECK ("comments"."kind" IN ('crowd-sourced-roundup', 'recommendation', 'comment', 'recommendation-reply', 'comment-reply')),
	CONSTRAINT "comments_subject_type_check" CHECK ("comments"."subject_type" IN ('experience', 'post', 'crowd-sourced-roundup', 'place'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text,
	"phone_number" text NOT NULL,
	"email" text,
	"matched_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"contest_id" text NOT NULL,
	"user_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"invited_by_id" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_slug" text,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "experience_categories" (
	"experience_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "experience_categories_pk" PRIMARY KEY("experience_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"document_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text,
	"description" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"where_name" text,
	"where_address" text,
	"where_city" text,
	"where_state" text,
	"lat" double precision,
	"lng" double precision,
	"place_id" text,
	"location_slug" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"until_at" timestamp with time zone,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"start_date" date,
	"end_date" date,
	"start_time" text,
	"end_time" text,
	"weekdays" jsonb,
	"rrule" text,
	"exdates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repeats" text,
	"repeats_until" date,
	"schedule_type" text,
	"occurrences_until" date,
	"status" text,
	"publish_state" text DEFAULT 'NOT_PUBLISHED' NOT NULL,
	"is_roundup" boolean DEFAULT false NOT NULL,
	"is_boosted" boolean DEFAULT false NOT NULL,
	"creator_id" text,
	"host_id" text,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(where_name, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug"),
	CONSTRAINT "experiences_publish_state_check" CHECK ("experiences"."publish_state" IN ('PUBLISHED', 'NOT_PUBLISHED', 'PENDING_REVIEW')),
	CONSTRAINT "experiences_status_check" CHECK ("experiences"."status" IS NULL OR "experiences"."status" IN ('CANCELED', 'POSTPONED', 'RESCHEDULED')),
	CONSTRAINT "experiences_repeats_check" CHECK ("experiences"."repeats" IS NULL OR "experiences"."repeats" IN ('ONGOING', 'YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'ONE_TIME', '')),
	CONSTRAINT "experiences_schedule_type_check" CHECK ("experiences"."schedule_type" IS NULL OR "experiences"."schedule_type" IN ('WEEKLY', 'MONTHLY', 'ONE_TIME', 'ONGOING', 'ERROR')),
	CONSTRAINT "experiences_local_times_check" CHECK (("experiences"."start_time" IS NULL OR "experiences"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') AND ("experiences"."end_time" IS NULL OR "experiences"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))
);
--> statement-breakpoint
CREATE TABLE "feature_tags" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"location_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"website" text,
	"image" jsonb,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "interested" (
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interested_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "interested_item_type_check" CHECK ("interested"."item_type" IN ('experience', 'post', 'crowd-sourced-roundup', 'place'))
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_param" text NOT NULL,
	"short_name" text NOT NULL,
	"city" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"identifier" text NOT NULL,
	"landing_page" text,
	"is_app_supported" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"ne_lat" double precision NOT NULL,
	"ne_lng" double precision NOT NULL,
	"sw_lat" double precision NOT NULL,
	"sw_lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_id" text,
	"asset_id" text,
	"public_id" text NOT NULL,
	"secure_url" text NOT NULL,
	"resource_type" text NOT NULL,
	"format" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"bit_rate" integer,
	"duration" double precision,
	"etag" text,
	"aspect_ratio" double precision,
	"video" jsonb,
	"audio" jsonb,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "media_items_resource_type_check" CHECK ("media_items"."resource_type" IN ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"location_slug" text,
	"user_id" text,
	"source" text,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "occurrences" (
	"experience_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"location_slug" text,
	"lat" double precision,
	"lng" double precision,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"publish_state" text NOT NULL,
	"status" text,
	"is_boosted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "occurrences_pk" PRIMARY KEY("experience_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"lat" double precision,
	"lng" double precision,
	"location_slug" text,
	"external_source" text,
	"external_id" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"body" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_id" text,
	"experience_id" text,
	"venue_id" text,
	"experience_hashtag_name" text,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"publish_state" text DEFAULT 'PUBLISHED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_publish_state_check" CHECK ("posts"."publish_state" IN ('PUBLISHED', 'NOT_PUBLISHED', 'PENDING_REVIEW'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bio" text,
	"home_location_slug" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepts_email_marketing" boolean DEFAULT false NOT NULL,
	"invited_by_user_id" text,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "region_interest" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowd_sourced_roundups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"document_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_id" text,
	"location_slug" text,
	"publish_state" text DEFAULT 'PUBLISHED' NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowd_sourced_roundups_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "crowd_sourced_roundups_slug_unique" UNIQUE("slug"),
	CONSTRAINT "crowd_sourced_roundups_publish_state_check" CHECK ("crowd_sourced_roundups"."publish_state" IN ('PUBLISHED', 'NOT_PUBLISHED', 'PENDING_REVIEW'))
);
--> statement-breakpoint
CREATE TABLE "search_recommendations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"label" text NOT NULL,
	"query" text,
	"item_type" text,
	"item_id" text,
	"location_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_recommendations_item_type_check" CHECK ("search_recommendations"."item_type" IS NULL OR "search_recommendations"."item_type" IN ('experience', 'post', 'crowd-sourced-roundup', 'place'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"location_slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"item_type" text NOT NULL,
	"endpoint" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"limit" integer DEFAULT 10 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streams_item_type_check" CHECK ("streams"."item_type" IN ('experience', 'experience-calendar', 'post', 'conversation'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"numeric_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_numeric_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_numeric_id_unique" UNIQUE("numeric_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_participants" ADD CONSTRAINT "collection_participants_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_participants" ADD CONSTRAINT "collection_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_matched_user_id_users_id_fk" FOREIGN KEY ("matched_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_categories" ADD CONSTRAINT "experience_categories_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_categories" ADD CONSTRAINT "experience_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_tags" ADD CONSTRAINT "feature_tags_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interested" ADD CONSTRAINT "interested_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_venue_id_places_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_home_location_slug_locations_slug_fk" FOREIGN KEY ("home_location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_sourced_roundups" ADD CONSTRAINT "crowd_sourced_roundups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_sourced_roundups" ADD CONSTRAINT "crowd_sourced_roundups_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_recommendations" ADD CONSTRAINT "search_recommendations_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_invites_collection_idx" ON "collection_invites" USING btree ("collection_id","status");--> statement-breakpoint
CREATE INDEX "collection_invites_invitee_idx" ON "collection_invites" USING btree ("invitee_id","status");--> statement-breakpoint
CREATE INDEX "collection_items_item_idx" ON "collection_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "collection_participants_user_idx" ON "collection_participants" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "collection_shares_collection_idx" ON "collection_shares" USING btree ("collection_id","sender_id");--> statement-breakpoint
CREATE INDEX "collection_shares_receiver_idx" ON "collection_shares" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collections_community_idx" ON "collections" USING btree ("location_slug","updated_at" DESC NULLS LAST) WHERE "collections"."is_community";--> statement-breakpoint
CREATE INDEX "collections_name_trgm_idx" ON "collections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comment_votes_user_idx" ON "comment_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_subject_new_idx" ON "comments" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_subject_top_idx" ON "comments" USING btree ("subject_type","subject_id","score" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_phone_idx" ON "contacts" USING btree ("owner_id","phone_number");--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "contacts_matched_user_idx" ON "contacts" USING btree ("matched_user_id");--> statement-breakpoint
CREATE INDEX "contest_entries_leaderboard_idx" ON "contest_entries" USING btree ("contest_id","points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experience_categories_category_idx" ON "experience_categories" USING btree ("category_id","experience_id");--> statement-breakpoint
CREATE INDEX "experiences_location_publish_idx" ON "experiences" USING btree ("location_slug","publish_state");--> statement-breakpoint
CREATE INDEX "experiences_creator_idx" ON "experiences" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "experiences_host_idx" ON "experiences" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "experiences_place_idx" ON "experiences" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "experiences_point_idx" ON "experiences" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "experiences_search_idx" ON "experiences" USING gin ("search");--> statement-breakpoint
CREATE INDEX "experiences_name_trgm_idx" ON "experiences" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experiences_boosted_idx" ON "experiences" USING btree ("location_slug") WHERE "experiences"."is_boosted";--> statement-breakpoint
CREATE INDEX "feature_tags_location_idx" ON "feature_tags" USING btree ("location_slug","position");--> statement-breakpoint
CREATE INDEX "follows_followee_follower_idx" ON "follows" USING btree ("followee_id","follower_id");--> statement-breakpoint
CREATE INDEX "hosts_owner_id_idx" ON "hosts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "interested_item_idx" ON "interested" USING btree ("item_type","item_id","created_at");--> statement-breakpoint
CREATE INDEX "interested_user_created_idx" ON "interested" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_single_default_idx" ON "locations" USING btree ("is_default") WHERE "locations"."is_default";--> statement-breakpoint
CREATE INDEX "media_items_owner_id_idx" ON "media_items" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_location_idx" ON "newsletter_subscribers" USING btree (lower("email"),coalesce("location_slug", ''));--> statement-breakpoint
CREATE INDEX "occurrences_box_time_idx" ON "occurrences" USING gist (point("lng", "lat"),tstzrange("starts_at", "ends_at", '[]'));--> statement-breakpoint
CREATE INDEX "occurrences_location_date_idx" ON "occurrences" USING btree ("location_slug","local_date","starts_at");--> statement-breakpoint
CREATE INDEX "occurrences_categories_idx" ON "occurrences" USING gin ("categories");--> statement-breakpoint
CREATE UNIQUE INDEX "places_external_idx" ON "places" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE INDEX "places_point_idx" ON "places" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_experience_idx" ON "posts" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "posts_venue_idx" ON "posts" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_interest_email_region_idx" ON "region_interest" USING btree (lower("email"),"region");--> statement-breakpoint
CREATE INDEX "crowd_sourced_roundups_location_idx" ON "crowd_sourced_roundups" USING btree ("location_slug","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crowd_sourced_roundups_creator_idx" ON "crowd_sourced_roundups" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "search_recommendations_location_idx" ON "search_recommendations" USING btree ("location_slug","position");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streams_location_slug_idx" ON "streams" USING btree ("location_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");