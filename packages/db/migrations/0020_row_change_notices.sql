-- Every committed change to the rows public answers are made of (experiences, posts, roundups, collections,
-- people, places) is announced on the channel row_changes, so each API process can drop what it keeps in memory
-- about those rows (apps/api/src/cache/hot-answers.ts), whichever process, job or SQL session wrote them. One
-- notice per statement and table: "<table>|i:<ids>" when only interest counts (and write times) changed,
-- "<table>|s:<ids>" for any other change, "<table>|*" for more than 100 rows or a TRUNCATE.
CREATE FUNCTION notify_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  ids text;
  interest_only boolean := false;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || '|*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*), string_agg(r.id, ',') INTO changed, ids FROM (SELECT id FROM new_rows LIMIT 101) AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(r.id, ',') INTO changed, ids FROM (SELECT id FROM old_rows LIMIT 101) AS r;
  ELSE
    SELECT count(*), string_agg(n.id, ','),
        coalesce(bool_and((to_jsonb(n) - '{interested_count,updated_at}'::text[])
          = (to_jsonb(o) - '{interested_count,updated_at}'::text[])), false)
      INTO changed, ids, interest_only
      FROM (SELECT * FROM new_rows LIMIT 101) AS n JOIN old_rows AS o ON o.id = n.id;
  END IF;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('row_changes', TG_TABLE_NAME || '|' ||
    CASE WHEN changed > 100 THEN '*' WHEN interest_only THEN 'i:' || ids ELSE 's:' || ids END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER experiences_notify_inserts AFTER INSERT ON experiences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER experiences_notify_updates AFTER UPDATE ON experiences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER experiences_notify_deletes AFTER DELETE ON experiences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER experiences_notify_truncates AFTER TRUNCATE ON experiences
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER posts_notify_inserts AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER posts_notify_updates AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER posts_notify_deletes AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER posts_notify_truncates AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER crowd_sourced_roundups_notify_inserts AFTER INSERT ON crowd_sourced_roundups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER crowd_sourced_roundups_notify_updates AFTER UPDATE ON crowd_sourced_roundups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER crowd_sourced_roundups_notify_deletes AFTER DELETE ON crowd_sourced_roundups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER crowd_sourced_roundups_notify_truncates AFTER TRUNCATE ON crowd_sourced_roundups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER collections_notify_inserts AFTER INSERT ON collections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER collections_notify_updates AFTER UPDATE ON collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER collections_notify_deletes AFTER DELETE ON collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER collections_notify_truncates AFTER TRUNCATE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER users_notify_inserts AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER users_notify_updates AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER users_notify_deletes AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncates AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER places_notify_inserts AFTER INSERT ON places
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER places_notify_updates AFTER UPDATE ON places
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER places_notify_deletes AFTER DELETE ON places
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER places_notify_truncates AFTER TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
