CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cover_letter" text NOT NULL,
	"cv" text NOT NULL,
	"status" text DEFAULT 'Applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"place_id" uuid,
	"place_path" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"deadline" date NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("jobs"."title", '') || ' ' || coalesce("jobs"."description", '') || ' ' || coalesce("jobs"."skills_text", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary_max" is null or "jobs"."salary_min" is null or "jobs"."salary_max" >= "jobs"."salary_min"),
	CONSTRAINT "jobs_openings_check" CHECK ("jobs"."openings" > 0),
	CONSTRAINT "jobs_applications_count_check" CHECK ("jobs"."applications_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_place_id_addresses_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_applicant_unique" ON "job_applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_place_path_idx" ON "jobs" USING gin ("place_path");--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."is_hidden" = false and "jobs"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "jobs_vendor_idx" ON "jobs" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_deadline_idx" ON "jobs" USING btree ("deadline") WHERE "jobs"."status" = 'Open';