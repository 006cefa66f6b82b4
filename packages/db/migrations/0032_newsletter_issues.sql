CREATE TABLE "newsletter_issue_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"issue_id" text NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"schedule_text" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "newsletter_issue_items_section_check" CHECK ("newsletter_issue_items"."section" IN ('this-weekend', 'editor-picks', 'new-this-week', 'roundup', 'community-collection')),
	CONSTRAINT "newsletter_issue_items_type_check" CHECK ("newsletter_issue_items"."item_type" IN ('experience', 'place', 'roundup', 'collection'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"location_slug" text NOT NULL,
	"issue_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"intro" text NOT NULL,
	"composed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"scheduled_at" timestamp with time zone,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" IN ('draft', 'scheduled', 'sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_issue_items" ADD CONSTRAINT "newsletter_issue_items_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issue_items_item_idx" ON "newsletter_issue_items" USING btree ("issue_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "newsletter_issue_items_order_idx" ON "newsletter_issue_items" USING btree ("issue_id","section","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_location_date_idx" ON "newsletter_issues" USING btree ("location_slug","issue_date");--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_send_at_idx" ON "newsletter_issues" USING btree ("status","send_at");