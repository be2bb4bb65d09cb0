-- The public task list filtered by a category and a place, read by the place's district (decision 073):
-- one index per sort, like the category's own (migration 0015), with the district after the category.
-- The district is the node one below the top of the place's path (the path runs from the place up to
-- its State, so it is the one before the last); a task placed on a State itself keys on the State, a
-- remote one on null. A district, or a place below one, is one range of such an index in the list's
-- order; a State is its own range and its districts', merged as they are read. Covering, as 0015's:
-- the page and its capped count are read from the index alone.
CREATE INDEX "tasks_category_district_listing_idx" ON "tasks" USING btree ("category_id", ("place_path"[greatest(array_length("place_path", 1) - 1, 1)]), ("status" = 'Open') DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("status", "budget", "when_date", "place_path", "is_remote") WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_district_budget_idx" ON "tasks" USING btree ("category_id", ("place_path"[greatest(array_length("place_path", 1) - 1, 1)]), ("status" = 'Open') DESC, "budget", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("status", "when_date", "place_path", "is_remote") WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_district_budget_desc_idx" ON "tasks" USING btree ("category_id", ("place_path"[greatest(array_length("place_path", 1) - 1, 1)]), ("status" = 'Open') DESC, "budget" DESC, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("status", "when_date", "place_path", "is_remote") WHERE "is_hidden" = false AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "tasks_category_district_due_idx" ON "tasks" USING btree ("category_id", ("place_path"[greatest(array_length("place_path", 1) - 1, 1)]), ("status" = 'Open') DESC, "when_date" NULLS LAST, "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("status", "budget", "place_path", "is_remote") WHERE "is_hidden" = false AND "status" <> 'Cancelled';
