-- The account-level rollups (0006) start with the sums already kept per screen, so reports that
-- read them count every play rolled up before this migration exactly as before.
INSERT INTO play_account_rollups (user_id, hour_start, time_zone, location_id, content_id, plays, seconds)
SELECT user_id, hour_start, time_zone, location_id, content_id, sum(plays), sum(seconds)
FROM play_rollups GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO play_account_daily_rollups (user_id, day, time_zone, location_id, content_id, plays, seconds)
SELECT user_id, day, time_zone, location_id, content_id, sum(plays), sum(seconds)
FROM play_daily_rollups GROUP BY 1, 2, 3, 4, 5;
