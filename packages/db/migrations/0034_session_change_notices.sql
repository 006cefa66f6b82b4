-- Every committed change to sessions is announced on row_changes as well ("sessions|s:<ids>", with the function of
-- migration 0020), so an API process that keeps recently checked callers in memory (apps/api/src/cache/
-- kept-sessions.ts) drops a session as soon as it ends: a sign-out, a new password ending the other sessions, a
-- ban ending them all, an account deleted (its sessions go with it), from any process or SQL session.
CREATE TRIGGER sessions_notify_inserts AFTER INSERT ON sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_updates AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_deletes AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncates AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_row_changes();
