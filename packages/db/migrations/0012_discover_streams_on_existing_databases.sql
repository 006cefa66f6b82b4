-- Custom data migration: the discover streams of spec §7 for databases configured before they all existed.
-- A location that has a stream configuration (a seeded database) gets every stream of the seed's list it lacks
-- (interested-experiences, top-experiences, c-and-d-experiences and interest-based-experiences were added after
-- the first demo databases were seeded). A location that had to be completed takes the seed's page order; one
-- that lacked nothing, and an empty database (migrated before its first seed), are left as they are. Streams an
-- operator disabled stay disabled. Idempotent: ON CONFLICT DO NOTHING on (location_slug, slug), so running it
-- again changes nothing. The list must equal SEED_STREAMS (apps/api/src/seed/seed-content.ts), which
-- apps/api/src/seed/seed-streams-migration.test.ts checks.
WITH seed_streams (slug, title, subtitle, item_type, params, position) AS (
  VALUES
    ('happening-today', 'Happening today', 'Still time to go', 'experience', '{}'::jsonb, 0),
    ('for-you', 'For you', 'Picked from your interests and friends', 'experience', '{}'::jsonb, 1),
    ('interested-experiences', 'Your plans', 'Coming up from what you saved', 'experience', '{}'::jsonb, 2),
    ('trending-experiences', 'Trending', 'What people are saving this week', 'experience', '{}'::jsonb, 3),
    ('top-experiences', 'Top this month', 'Most saved in the last 30 days', 'experience', '{}'::jsonb, 4),
    ('happening-weekend', 'This weekend', 'Friday night to Sunday', 'experience', '{"usesWeekStartDate": true}'::jsonb, 5),
    ('top-picks', 'Top picks', 'Our favourites right now', 'experience', '{}'::jsonb, 6),
    ('week-experiences', 'This week', 'Day by day', 'experience-calendar', '{"usesWeekStartDate": true}'::jsonb, 7),
    ('editor-picks', 'Editor’s picks', 'Chosen by the Happenings team', 'experience', '{}'::jsonb, 8),
    ('c-and-d-experiences', 'Comedy & drinks', 'A night out: shows, bars and tastings', 'experience', '{}'::jsonb, 9),
    ('interest-based-experiences', 'More of what you like', 'From the categories of your interests', 'experience', '{}'::jsonb, 10),
    ('top-recurring', 'Regulars', 'Weekly and monthly favourites', 'experience', '{}'::jsonb, 11),
    ('following-interested-experiences', 'Friends are going', 'From people you follow', 'experience', '{}'::jsonb, 12),
    ('popular-experiences', 'Most popular', 'All-time favourites', 'experience', '{}'::jsonb, 13),
    ('roundups', 'Roundups', 'The best of, by the community', 'conversation', '{}'::jsonb, 14),
    ('user-posts', 'From the community', 'Recent posts', 'post', '{}'::jsonb, 15),
    ('community-collections', 'Community collections', 'Lists made by locals', 'conversation', '{"feedItemType": "collection"}'::jsonb, 16)
),
added AS (
  INSERT INTO "streams" ("slug", "location_slug", "title", "subtitle", "item_type", "endpoint", "params", "limit", "position")
  SELECT s.slug, l.slug, s.title, s.subtitle, s.item_type, '/api/v1/discover/' || s.slug,
    jsonb_build_object('location', l.search_param) || s.params, 10, s.position
  FROM "locations" l CROSS JOIN seed_streams s
  WHERE EXISTS (SELECT 1 FROM "streams" configured WHERE configured.location_slug = l.slug)
  ON CONFLICT ("location_slug", "slug") DO NOTHING
  RETURNING "location_slug"
)
-- The rows added above are not visible to this statement (one snapshot): it moves the streams that were there.
UPDATE "streams" existing SET "position" = s.position, "updated_at" = now()
FROM seed_streams s
WHERE existing.slug = s.slug
  AND existing.location_slug IN (SELECT "location_slug" FROM added)
  AND existing.position IS DISTINCT FROM s.position;
