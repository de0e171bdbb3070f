CREATE TABLE "emergency_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emergency_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"location_ids" integer[],
	"started_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by_email" text
);
--> statement-breakpoint
CREATE TABLE "emergency_presets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emergency_presets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "display_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"display_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"disconnected_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "display_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"display_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer,
	"file" text NOT NULL,
	"error" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_health" (
	"display_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"player_version" text,
	"resolution" text,
	"cache_free_bytes" bigint,
	"cache_quota_bytes" bigint,
	"showing_content_id" integer,
	"showing_name" text,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_channels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"incident_key" text NOT NULL,
	"detail" text,
	"started_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_alerts" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offline_enabled" boolean DEFAULT false NOT NULL,
	"offline_minutes" double precision DEFAULT 10 NOT NULL,
	"media_errors_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_daily_rollups" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"location_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "play_daily_rollups_user_id_day_location_id_display_id_content_id_time_zone_pk" PRIMARY KEY("user_id","day","location_id","display_id","content_id","time_zone")
);
--> statement-breakpoint
CREATE TABLE "play_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_up_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_rollups" (
	"user_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "play_rollups_user_id_hour_start_location_id_display_id_content_id_time_zone_pk" PRIMARY KEY("user_id","hour_start","location_id","display_id","content_id","time_zone")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seconds" double precision NOT NULL,
	"completed" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "mime_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "file_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ticker" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "playback_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_presets" ADD CONSTRAINT "emergency_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_connections" ADD CONSTRAINT "display_connections_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_connections" ADD CONSTRAINT "display_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_errors" ADD CONSTRAINT "display_errors_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_errors" ADD CONSTRAINT "display_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_health" ADD CONSTRAINT "display_health_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_health" ADD CONSTRAINT "display_health_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_incident_id_alert_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."alert_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_incidents" ADD CONSTRAINT "alert_incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_incidents" ADD CONSTRAINT "alert_incidents_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_alerts" ADD CONSTRAINT "location_alerts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_alerts" ADD CONSTRAINT "location_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_daily_rollups" ADD CONSTRAINT "play_daily_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_rollups" ADD CONSTRAINT "play_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_alerts_user_id_cleared_at_idx" ON "emergency_alerts" USING btree ("user_id","cleared_at");--> statement-breakpoint
CREATE INDEX "emergency_presets_user_id_idx" ON "emergency_presets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "display_connections_open_idx" ON "display_connections" USING btree ("display_id") WHERE "display_connections"."disconnected_at" IS NULL;--> statement-breakpoint
CREATE INDEX "display_connections_display_connected_idx" ON "display_connections" USING btree ("display_id","connected_at");--> statement-breakpoint
CREATE INDEX "display_connections_disconnected_idx" ON "display_connections" USING btree ("disconnected_at");--> statement-breakpoint
CREATE INDEX "display_errors_display_id_idx" ON "display_errors" USING btree ("display_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_idx" ON "alert_deliveries" USING btree ("incident_id","event","channel");--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_id_idx" ON "alert_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_status_idx" ON "alert_deliveries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_incidents_key_idx" ON "alert_incidents" USING btree ("display_id","kind","incident_key");--> statement-breakpoint
CREATE INDEX "alert_incidents_user_id_idx" ON "alert_incidents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plays_user_started_idx" ON "plays" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "plays_started_brin_idx" ON "plays" USING brin ("started_at");