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
-- The same four statement triggers on each table whose rows public answers show.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['experiences', 'posts', 'crowd_sourced_roundups', 'collections', 'users', 'places'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows'
      ' FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes()', watched || '_notify_inserts', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'
      ' FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes()', watched || '_notify_updates', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows'
      ' FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes()', watched || '_notify_deletes', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I'
      ' FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes()', watched || '_notify_truncates', watched);
  END LOOP;
END
$$;
