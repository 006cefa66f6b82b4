CREATE TABLE "calendar_import_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"source_id" text NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"kept_edits_count" integer DEFAULT 0 NOT NULL,
	"skips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error" text,
	CONSTRAINT "calendar_import_runs_trigger_check" CHECK ("calendar_import_runs"."trigger" IN ('CONNECT', 'SCHEDULE', 'MANUAL', 'UPLOAD')),
	CONSTRAINT "calendar_import_runs_outcome_check" CHECK ("calendar_import_runs"."outcome" IN ('IMPORTED', 'UNCHANGED', 'NOT_MODIFIED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "calendar_imported_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"source_id" text NOT NULL,
	"uid" text NOT NULL,
	"experience_id" text,
	"content_hash" text NOT NULL,
	"fingerprints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"proposed_place" jsonb,
	"place_id" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"host_id" text,
	"place_id" text,
	"location_slug" text,
	"kind" text NOT NULL,
	"url" text,
	"file_name" text,
	"name" text NOT NULL,
	"added_by_id" text,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"next_run_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_code" text,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_sources_kind_check" CHECK ("calendar_sources"."kind" IN ('URL', 'FILE')),
	CONSTRAINT "calendar_sources_owner_check" CHECK (("calendar_sources"."host_id" IS NULL) <> ("calendar_sources"."place_id" IS NULL)),
	CONSTRAINT "calendar_sources_url_check" CHECK (("calendar_sources"."kind" = 'URL') = ("calendar_sources"."url" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "calendar_import_runs" ADD CONSTRAINT "calendar_import_runs_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imported_events" ADD CONSTRAINT "calendar_imported_events_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imported_events" ADD CONSTRAINT "calendar_imported_events_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imported_events" ADD CONSTRAINT "calendar_imported_events_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_import_runs_source_idx" ON "calendar_import_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imported_events_uid_idx" ON "calendar_imported_events" USING btree ("source_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_imported_events_experience_idx" ON "calendar_imported_events" USING btree ("experience_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_host_url_idx" ON "calendar_sources" USING btree ("host_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_place_url_idx" ON "calendar_sources" USING btree ("place_id","url");--> statement-breakpoint
CREATE INDEX "calendar_sources_place_idx" ON "calendar_sources" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "calendar_sources_added_by_idx" ON "calendar_sources" USING btree ("added_by_id");--> statement-breakpoint
CREATE INDEX "calendar_sources_due_idx" ON "calendar_sources" USING btree ("next_run_at") WHERE "calendar_sources"."next_run_at" IS NOT NULL;