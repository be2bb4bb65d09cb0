import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Files only their uploader, admins and those the file's use names may read (vendor application
 * documents; CVs, which the job's vendor reads too). The bytes live under DATA_DIR/private/<id>,
 * outside the public static folder; this row says whose they are and how to serve them. Public images need no
 * row: the static host serves them to anyone.
 */
export const privateUploads = pgTable(
  'private_uploads',
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Decided from the file's first bytes, never from its name or the client's Content-Type. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    /** The uploader's file name, cleaned, for the download's Content-Disposition. */
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('private_uploads_owner_idx').on(t.ownerId)],
);

export type PrivateUploadRow = typeof privateUploads.$inferSelect;
