ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD COLUMN "unread_email_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "thread_messages_unread_email_idx" ON "thread_messages" USING btree ("created_at") WHERE "thread_messages"."unread_email_at" is null;--> statement-breakpoint
-- hand-written:
-- Messages written before this migration are not emailed about: the sweep starts with the new ones.
UPDATE "thread_messages" SET "unread_email_at" = "created_at" WHERE "unread_email_at" IS NULL;
