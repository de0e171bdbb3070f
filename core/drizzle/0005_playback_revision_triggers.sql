-- A location's playback revision moves in the same transaction as any write that changes what its
-- screens play, whoever the writer is: screens are served one snapshot per revision, so a writer
-- that forgot to bump would leave them on old content. Statement-level triggers bump each location
-- once per statement, however many rows the statement wrote (a playlist is replaced whole).
CREATE FUNCTION marquee_bump_playback(location_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE locations SET playback_revision = playback_revision + 1
  WHERE id = ANY(location_ids) AND id IS NOT NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION marquee_playlist_items_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM marquee_bump_playback(ARRAY(SELECT DISTINCT location_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM marquee_bump_playback(ARRAY(SELECT DISTINCT location_id FROM old_rows));
  ELSE
    PERFORM marquee_bump_playback(ARRAY(
      SELECT location_id FROM new_rows UNION SELECT location_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER playlist_items_inserted AFTER INSERT ON playlist_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
CREATE TRIGGER playlist_items_updated AFTER UPDATE ON playlist_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
CREATE TRIGGER playlist_items_deleted AFTER DELETE ON playlist_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
-- schedules carry their location like playlist entries do; the same function reads location_id.
CREATE TRIGGER schedules_inserted AFTER INSERT ON schedules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
CREATE TRIGGER schedules_updated AFTER UPDATE ON schedules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
CREATE TRIGGER schedules_deleted AFTER DELETE ON schedules
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_playlist_items_changed();
--> statement-breakpoint
CREATE FUNCTION marquee_schedule_items_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM marquee_bump_playback(ARRAY(
      SELECT DISTINCT s.location_id FROM schedules s JOIN new_rows n ON n.schedule_id = s.id));
  ELSE
    PERFORM marquee_bump_playback(ARRAY(
      SELECT DISTINCT s.location_id FROM schedules s JOIN old_rows o ON o.schedule_id = s.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedule_items_inserted AFTER INSERT ON schedule_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_schedule_items_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_items_deleted AFTER DELETE ON schedule_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_schedule_items_changed();
--> statement-breakpoint
-- Any change to an item (processed, renamed, its window or duration) reaches every location that
-- shows it, through its playlists and its schedules. Deleting it removes those rows, which bump.
CREATE FUNCTION marquee_content_items_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM marquee_bump_playback(ARRAY(
    SELECT p.location_id FROM playlist_items p JOIN new_rows n ON n.id = p.content_id
    UNION
    SELECT s.location_id FROM schedule_items si
      JOIN new_rows n ON n.id = si.content_id
      JOIN schedules s ON s.id = si.schedule_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_items_updated AFTER UPDATE ON content_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_content_items_changed();
--> statement-breakpoint
-- The location's own settings that its snapshot carries.
CREATE FUNCTION marquee_location_settings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.timezone, NEW.is_active, NEW.show_overlay, NEW.is_suspended, NEW.ticker)
     IS DISTINCT FROM (OLD.name, OLD.timezone, OLD.is_active, OLD.show_overlay, OLD.is_suspended, OLD.ticker) THEN
    NEW.playback_revision := OLD.playback_revision + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_settings_changed BEFORE UPDATE ON locations
  FOR EACH ROW EXECUTE FUNCTION marquee_location_settings_changed();
--> statement-breakpoint
-- A suspended account's screens stop with it.
CREATE FUNCTION marquee_user_status_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM marquee_bump_playback(ARRAY(
    SELECT l.id FROM locations l JOIN new_rows n ON n.id = l.user_id
    JOIN old_rows o ON o.id = n.id WHERE o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_status_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION marquee_user_status_changed();

--> statement-breakpoint
-- An emergency alert started or cleared takes over (or frees) the screens it covers: all the
-- account's locations when it names none.
CREATE FUNCTION marquee_emergency_alerts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM marquee_bump_playback(ARRAY(
    SELECT l.id FROM locations l JOIN new_rows n ON n.user_id = l.user_id
    WHERE n.location_ids IS NULL OR l.id = ANY(n.location_ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emergency_alerts_inserted AFTER INSERT ON emergency_alerts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_emergency_alerts_changed();
--> statement-breakpoint
CREATE TRIGGER emergency_alerts_updated AFTER UPDATE ON emergency_alerts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_emergency_alerts_changed();
--> statement-breakpoint
-- Every screen of the account keeps the pre-staged messages for a local trigger.
CREATE FUNCTION marquee_emergency_presets_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM marquee_bump_playback(ARRAY(
      SELECT l.id FROM locations l WHERE l.user_id IN (SELECT user_id FROM old_rows)));
  ELSE
    PERFORM marquee_bump_playback(ARRAY(
      SELECT l.id FROM locations l WHERE l.user_id IN (SELECT user_id FROM new_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emergency_presets_inserted AFTER INSERT ON emergency_presets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_emergency_presets_changed();
--> statement-breakpoint
CREATE TRIGGER emergency_presets_updated AFTER UPDATE ON emergency_presets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_emergency_presets_changed();
--> statement-breakpoint
CREATE TRIGGER emergency_presets_deleted AFTER DELETE ON emergency_presets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION marquee_emergency_presets_changed();
