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
ALTER TABLE "displays" ADD CONSTRAINT "displays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "displays_token_hash_idx" ON "displays" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "displays_location_id_idx" ON "displays" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "displays_user_id_idx" ON "displays" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_code_idx" ON "pairing_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_claim_token_hash_idx" ON "pairing_codes" USING btree ("claim_token_hash");