-- The reminders already written before notified_occurrences existed count as told, so the first run after this
-- release does not remind anyone again of tomorrow (upcoming-interest.queries.ts keys `{experienceId}@{localDate}`).
INSERT INTO "notified_occurrences" ("recipient_id", "type", "occurrence_key", "created_at")
SELECT DISTINCT ON ("recipient_id", "subject_id", "data"->>'localDate')
       "recipient_id", 'UPCOMING_INTEREST', "subject_id" || '@' || ("data"->>'localDate'), "created_at"
  FROM "notifications"
 WHERE "type" = 'UPCOMING_INTEREST' AND "data" ? 'localDate'
ON CONFLICT DO NOTHING;
