CREATE TABLE "task_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"tasker_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"message" text NOT NULL,
	"service_charge_percent" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_offers_amount_check" CHECK ("task_offers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reviews_rating_check" CHECK ("task_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "task_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"service_charge_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"poster_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"place_id" uuid,
	"place_path" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"when_kind" text NOT NULL,
	"when_date" date,
	"budget" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"assigned_tasker_id" uuid,
	"accepted_offer_id" uuid,
	"done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"offers_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("tasks"."title", '') || ' ' || coalesce("tasks"."description", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_budget_check" CHECK ("tasks"."budget" > 0),
	CONSTRAINT "tasks_offers_count_check" CHECK ("tasks"."offers_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "task_category_ids" uuid[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tasker_service_area_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tasker_photo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tasker_profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_questions" ADD CONSTRAINT "task_questions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_questions" ADD CONSTRAINT "task_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reviews" ADD CONSTRAINT "task_reviews_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reviews" ADD CONSTRAINT "task_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reviews" ADD CONSTRAINT "task_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_place_id_addresses_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_tasker_id_users_id_fk" FOREIGN KEY ("assigned_tasker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_live_unique" ON "task_offers" USING btree ("task_id","tasker_id") WHERE "task_offers"."status" in ('Pending', 'Accepted');--> statement-breakpoint
CREATE INDEX "task_offers_task_idx" ON "task_offers" USING btree ("task_id","status");--> statement-breakpoint
CREATE INDEX "task_offers_tasker_idx" ON "task_offers" USING btree ("tasker_id","status","created_at");--> statement-breakpoint
CREATE INDEX "task_questions_task_idx" ON "task_questions" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_reviews_task_author_unique" ON "task_reviews" USING btree ("task_id","author_id");--> statement-breakpoint
CREATE INDEX "task_reviews_subject_idx" ON "task_reviews" USING btree ("subject_id","subject_role","created_at");--> statement-breakpoint
CREATE INDEX "task_reviews_author_idx" ON "task_reviews" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tasks_place_path_idx" ON "tasks" USING gin ("place_path");--> statement-breakpoint
CREATE INDEX "tasks_listing_idx" ON "tasks" USING btree (("status" = 'Open') desc,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tasks"."is_hidden" = false and "tasks"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_idx" ON "tasks" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "tasks_poster_idx" ON "tasks" USING btree ("poster_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tasks_tasker_idx" ON "tasks" USING btree ("assigned_tasker_id","status");