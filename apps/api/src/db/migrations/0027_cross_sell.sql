CREATE TABLE "cross_sell_counts" (
	"day" date NOT NULL,
	"from_section" text NOT NULL,
	"step" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cross_sell_counts_day_from_section_step_pk" PRIMARY KEY("day","from_section","step")
);
--> statement-breakpoint
CREATE TABLE "cross_sell_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_section" text NOT NULL,
	"from_key" text NOT NULL,
	"purpose" text NOT NULL,
	"task_category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_sell_links_from_unique" UNIQUE("from_section","from_key")
);
--> statement-breakpoint
ALTER TABLE "cross_sell_links" ADD CONSTRAINT "cross_sell_links_task_category_id_categories_id_fk" FOREIGN KEY ("task_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;