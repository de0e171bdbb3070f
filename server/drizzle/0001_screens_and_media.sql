CREATE TABLE "displays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "displays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"resolution" text,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pairing_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pairing_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"location_id" integer,
	"claim_token_hash" text,
	"resolution" text,
	"user_agent" text,
	"display_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"playback_key" text,
	"playback_mime_type" text,
	"thumbnail_key" text,
	"page_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_key" text,
	"display_duration" integer DEFAULT 10 NOT NULL,
	"display_duration_is_default" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"status_reason" text,
	"width" integer,
	"height" integer,
	"media_duration" real,
	"page_count" integer,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_start_date" text,
	"scheduled_end_date" text,
	"scheduled_start_time" text,
	"scheduled_end_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	"display_duration" integer
);
--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "displays_token_hash_idx" ON "displays" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "displays_location_id_idx" ON "displays" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "displays_user_id_idx" ON "displays" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_code_idx" ON "pairing_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_claim_token_hash_idx" ON "pairing_codes" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "content_items_user_id_created_idx" ON "content_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_items_location_position_idx" ON "playlist_items" USING btree ("location_id","position");--> statement-breakpoint
CREATE INDEX "playlist_items_content_id_idx" ON "playlist_items" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "playlist_items_user_id_idx" ON "playlist_items" USING btree ("user_id");