import { adminConversationPath } from '@bazaar/shared/moderation-constants';
import { profilePath } from '@bazaar/shared/profile-constants';
import { and, eq } from 'drizzle-orm';
import { threadMessages, threadParticipants, threads } from '../../db/schema/threads.ts';
import { users } from '../../db/schema/users.ts';
import type { Reportables } from '../../sections/contract.ts';
import { excerpt } from '../notification/text.ts';

/**
 * The reportable kinds no section owns (decision 046): a message of a private thread (only its
 * participants see it, so only they may report it; it cannot be hidden, its sender can be warned or
 * blocked) and a person (their profile).
 */
export const PLATFORM_REPORTABLES: Reportables = {
  message: {
    find: async (db, id) => {
      const [row] = await db
        .select({
          body: threadMessages.body,
          ownerId: threadMessages.senderId,
          threadId: threads.id,
          threadTitle: threads.title,
        })
        .from(threadMessages)
        .innerJoin(threads, eq(threads.id, threadMessages.threadId))
        .where(eq(threadMessages.id, id))
        .limit(1);
      if (!row) return undefined;
      return {
        ownerId: row.ownerId,
        title: `Message in "${row.threadTitle}"`,
        excerpt: excerpt(row.body, 500),
        context: `Conversation: ${row.threadTitle}`,
        path: null,
        adminPath: adminConversationPath(row.threadId, id),
        hidden: false,
      };
    },
    visibleTo: async (db, id, userId) => {
      const [row] = await db
        .select({ userId: threadParticipants.userId })
        .from(threadMessages)
        .innerJoin(
          threadParticipants,
          and(
            eq(threadParticipants.threadId, threadMessages.threadId),
            eq(threadParticipants.userId, userId),
          ),
        )
        .where(eq(threadMessages.id, id))
        .limit(1);
      return Boolean(row);
    },
  },
  person: {
    find: async (db, id) => {
      const [row] = await db
        .select({ fullName: users.fullName, bio: users.bio })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return undefined;
      return {
        ownerId: id,
        title: row.fullName,
        excerpt: row.bio ? excerpt(row.bio) : null,
        context: null,
        path: profilePath(id),
        hidden: false,
      };
    },
  },
};
