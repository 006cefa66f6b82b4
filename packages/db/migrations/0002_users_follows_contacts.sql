CREATE TABLE "contact_hashes" (
	"owner_id" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_hashes_pk" PRIMARY KEY("owner_id","hash")
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"user_id" text NOT NULL,
	"category_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_categories_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "contact_hashes" ADD CONSTRAINT "contact_hashes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_hashes_hash_idx" ON "contact_hashes" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "user_categories_category_idx" ON "user_categories" USING btree ("category_id","user_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_followee_created_idx" ON "follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "interested_created_user_idx" ON "interested" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "profiles_invited_by_idx" ON "profiles" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE INDEX "users_email_hash_idx" ON "users" USING btree (encode(sha256(decode(replace(lower(btrim("email")), '\', '\\'), 'escape')), 'hex'));--> statement-breakpoint
CREATE INDEX "users_phone_hash_idx" ON "users" USING btree (encode(sha256(decode(replace("phone_number", '\', '\\'), 'escape')), 'hex'));