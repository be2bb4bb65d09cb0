DROP INDEX "tasks_search_idx";--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search") WHERE "tasks"."is_hidden" = false and "tasks"."status" <> 'Cancelled';