-- The public task list in every order it offers (decision 018): the unfiltered
-- list, a category's and the remote-only list, by budget both ways and by due date, read in index
-- order a page at a time (the newest order already has tasks_listing_idx). Without them each sort
-- read and sorted every listed task: 190–215 ms for page 30 of 100,000 tasks by budget or due date,
-- 20–55 ms for a category's page, 100–140 ms for the remote-only list (EXPLAIN ANALYZE); with them
-- 0.7–2.5 ms. Same visibility as tasks_listing_idx (not hidden, not Cancelled), and the ORDER BY of
-- repo.listPublicTasks column for column: Open first, then the sort, then created_at, id.
CREATE INDEX "tasks_budget_idx" ON "tasks" USING btree (("status" = 'Open') DESC, "budget", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_budget_desc_idx" ON "tasks" USING btree (("status" = 'Open') DESC, "budget" DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree (("status" = 'Open') DESC, "when_date" NULLS LAST, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_listing_idx" ON "tasks" USING btree ("category_id", ("status" = 'Open') DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_budget_idx" ON "tasks" USING btree ("category_id", ("status" = 'Open') DESC, "budget", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_budget_desc_idx" ON "tasks" USING btree ("category_id", ("status" = 'Open') DESC, "budget" DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_due_idx" ON "tasks" USING btree ("category_id", ("status" = 'Open') DESC, "when_date" NULLS LAST, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_remote_listing_idx" ON "tasks" USING btree (("status" = 'Open') DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_remote" AND "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_remote_due_idx" ON "tasks" USING btree (("status" = 'Open') DESC, "when_date" NULLS LAST, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_remote" AND "is_hidden" = false AND "status" <> 'Cancelled';
