CREATE TABLE "saved_search_keys" (
	"section" text NOT NULL,
	"key" text NOT NULL,
	"saved_search_id" uuid NOT NULL,
	CONSTRAINT "saved_search_keys_section_key_saved_search_id_pk" PRIMARY KEY("section","key","saved_search_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"section" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"digest_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"section" text,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"email" text DEFAULT 'instant' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD CONSTRAINT "saved_search_keys_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_keys_saved_search_idx" ON "saved_search_keys" USING btree ("saved_search_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_matches_once_idx" ON "saved_search_matches" USING btree ("user_id","section","listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_created_idx" ON "saved_search_matches" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" USING btree ("user_id","created_at") WHERE "saved_search_matches"."digest_pending";--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);