ALTER TABLE "thread_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD COLUMN "link" text;