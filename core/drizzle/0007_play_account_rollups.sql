CREATE TABLE "play_account_daily_rollups" (
	"user_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"location_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "play_account_daily_rollups_user_id_day_location_id_content_id_time_zone_pk" PRIMARY KEY("user_id","day","location_id","content_id","time_zone")
);
--> statement-breakpoint
CREATE TABLE "play_account_rollups" (
	"user_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"location_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	CONSTRAINT "play_account_rollups_user_id_hour_start_location_id_content_id_time_zone_pk" PRIMARY KEY("user_id","hour_start","location_id","content_id","time_zone")
);
--> statement-breakpoint
ALTER TABLE "play_account_daily_rollups" ADD CONSTRAINT "play_account_daily_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_account_rollups" ADD CONSTRAINT "play_account_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;