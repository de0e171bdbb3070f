-- 0005's statement triggers, each with a function of its own, all did one thing: bump the playback
-- revision of the locations the written rows reach. One function now does it for every table; each
-- trigger passes it the query from the rows to those locations (its one argument). The query reads
-- "changed" (the rows inserted, deleted, or both sides of an update) or the transition tables
-- new_rows and old_rows themselves. The locations' own BEFORE UPDATE trigger stays as it was.
DROP TRIGGER playlist_items_inserted ON playlist_items;
--> statement-breakpoint
DROP TRIGGER playlist_items_updated ON playlist_items;
--> statement-breakpoint
DROP TRIGGER playlist_items_deleted ON playlist_items;
--> statement-breakpoint
DROP TRIGGER schedules_inserted ON schedules;
--> statement-breakpoint
DROP TRIGGER schedules_updated ON schedules;
--> statement-breakpoint
DROP TRIGGER schedules_deleted ON schedules;
--> statement-breakpoint
DROP TRIGGER schedule_items_inserted ON schedule_items;
--> statement-breakpoint
DROP TRIGGER schedule_items_deleted ON schedule_items;
--> statement-breakpoint
DROP TRIGGER content_items_updated ON content_items;
--> statement-breakpoint
DROP TRIGGER users_status_changed ON users;
--> statement-breakpoint
DROP TRIGGER emergency_alerts_inserted ON emergency_alerts;
--> statement-breakpoint
DROP TRIGGER emergency_alerts_updated ON emergency_alerts;
--> statement-breakpoint
DROP TRIGGER emergency_presets_inserted ON emergency_presets;
--> statement-breakpoint
DROP TRIGGER emergency_presets_updated ON emergency_presets;
--> statement-breakpoint
DROP TRIGGER emergency_presets_deleted ON emergency_presets;
--> statement-breakpoint
DROP FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
DROP FUNCTION marquee_schedule_items_changed();
--> statement-breakpoint
DROP FUNCTION marquee_content_items_changed();
--> statement-breakpoint
DROP FUNCTION marquee_user_status_changed();
--> statement-breakpoint
DROP FUNCTION marquee_emergency_alerts_changed();
--> statement-breakpoint
DROP FUNCTION marquee_emergency_presets_changed();
--> statement-breakpoint
DROP FUNCTION marquee_bump_playback(integer[]);
--> statement-breakpoint
-- Each location once per statement, however many rows the statement wrote. The query comes from
-- the trigger definitions below, never from a request.
CREATE FUNCTION marquee_bump_locations_of_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
BEGIN
  EXECUTE format(
    'WITH changed AS (%s) UPDATE locations SET playback_revision = playback_revision + 1 WHERE id IN (%s)',
    changed, TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  watched record;
  event text;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('playlist_items', '{INSERT,UPDATE,DELETE}'::text[], 'SELECT location_id FROM changed'),
    -- Schedules carry their location like playlist entries do.
    ('schedules', '{INSERT,UPDATE,DELETE}', 'SELECT location_id FROM changed'),
    ('schedule_items', '{INSERT,DELETE}',
      'SELECT s.location_id FROM schedules s JOIN changed c ON c.schedule_id = s.id'),
    -- Any change to an item (processed, renamed, its window or duration) reaches every location
    -- that shows it, through its playlists and its schedules. Deleting it removes those rows,
    -- which bump.
    ('content_items', '{UPDATE}',
      'SELECT p.location_id FROM playlist_items p JOIN changed c ON c.id = p.content_id
       UNION SELECT s.location_id FROM schedule_items si JOIN changed c ON c.id = si.content_id
         JOIN schedules s ON s.id = si.schedule_id'),
    -- A suspended account's screens stop with it.
    ('users', '{UPDATE}',
      'SELECT l.id FROM locations l JOIN new_rows n ON n.id = l.user_id
         JOIN old_rows o ON o.id = n.id WHERE o.status IS DISTINCT FROM n.status'),
    -- An emergency alert started, moved or cleared takes over (or frees) the screens it covers:
    -- all the account's locations when it names none.
    ('emergency_alerts', '{INSERT,UPDATE}',
      'SELECT l.id FROM locations l JOIN changed c ON c.user_id = l.user_id
       WHERE c.location_ids IS NULL OR l.id = ANY(c.location_ids)'),
    -- Every screen of the account keeps the pre-staged messages for a local trigger.
    ('emergency_presets', '{INSERT,UPDATE,DELETE}',
      'SELECT l.id FROM locations l WHERE l.user_id IN (SELECT user_id FROM changed)')
  ) AS w(tbl, events, locations_query)
  LOOP
    FOREACH event IN ARRAY watched.events LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT '
          'EXECUTE FUNCTION marquee_bump_locations_of_rows(%L)',
        -- playlist_items_inserted, _updated, _deleted, as 0005 named them.
        watched.tbl || CASE event WHEN 'INSERT' THEN '_inserted' WHEN 'UPDATE' THEN '_updated'
          ELSE '_deleted' END,
        event, watched.tbl,
        CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        watched.locations_query);
    END LOOP;
  END LOOP;
END $$;
