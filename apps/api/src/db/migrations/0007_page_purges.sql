CREATE TABLE "page_purges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_purges_created_at_idx" ON "page_purges" USING btree ("created_at");