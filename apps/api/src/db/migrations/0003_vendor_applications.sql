CREATE TABLE "vendor_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"pan_vat" text NOT NULL,
	"address_area_id" uuid,
	"street" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_address_area_id_addresses_id_fk" FOREIGN KEY ("address_area_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_one_pending_idx" ON "vendor_applications" USING btree ("user_id") WHERE "vendor_applications"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "vendor_applications_status_created_idx" ON "vendor_applications" USING btree ("status","created_at");