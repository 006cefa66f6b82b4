-- An account that signed up with someone else's username as its display username shows only its own from now on.
UPDATE "users" SET "display_username" = NULL
  WHERE "display_username" IS NOT NULL AND ("username" IS NULL OR lower("display_username") <> "username");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_username_is_username" CHECK ("users"."display_username" IS NULL OR ("users"."username" IS NOT NULL AND lower("users"."display_username") = "users"."username"));
