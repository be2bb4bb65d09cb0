CREATE TABLE "rent_inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"message" text NOT NULL,
	"phone" text NOT NULL,
	"visit_date" date,
	"status" text DEFAULT 'New' NOT NULL,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"place_id" uuid NOT NULL,
	"place_path" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"period" text NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"available_from" date NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"inquiries_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("rent_listings"."title", '') || ' ' || coalesce("rent_listings"."description", ''))) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_listings_price_check" CHECK ("rent_listings"."price" > 0),
	CONSTRAINT "rent_listings_deposit_check" CHECK ("rent_listings"."deposit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rent_inquiries" ADD CONSTRAINT "rent_inquiries_listing_id_rent_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."rent_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_inquiries" ADD CONSTRAINT "rent_inquiries_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_inquiries" ADD CONSTRAINT "rent_inquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_listings" ADD CONSTRAINT "rent_listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_listings" ADD CONSTRAINT "rent_listings_place_id_addresses_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_inquiries_open_unique" ON "rent_inquiries" USING btree ("listing_id","sender_id") WHERE "rent_inquiries"."status" in ('New', 'Replied');--> statement-breakpoint
CREATE INDEX "rent_inquiries_owner_idx" ON "rent_inquiries" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rent_inquiries_sender_idx" ON "rent_inquiries" USING btree ("sender_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rent_inquiries_listing_idx" ON "rent_inquiries" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "rent_listings_search_idx" ON "rent_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "rent_listings_place_path_idx" ON "rent_listings" USING gin ("place_path");--> statement-breakpoint
CREATE INDEX "rent_listings_listing_idx" ON "rent_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "rent_listings"."is_hidden" = false and "rent_listings"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "rent_listings_price_idx" ON "rent_listings" USING btree ("period","price") WHERE "rent_listings"."is_hidden" = false and "rent_listings"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "rent_listings_owner_idx" ON "rent_listings" USING btree ("owner_id","status","created_at");