import { PAGE_TAG, taskerPageTag } from '@bazaar/shared/page-cache';
import { profilePath } from '@bazaar/shared/profile-constants';
import { taskPath } from '@bazaar/shared/task-constants';
import { eq } from 'drizzle-orm';
import { taskReviews, tasks } from '../../db/schema/tasks.ts';
import { reportedListing } from '../../platform/moderation/reported-listing.ts';
import { excerpt } from '../../platform/notification/text.ts';
import type { Reportables } from '../contract.ts';
import { setReviewHidden, setTaskHidden } from './admin-service.ts';

/** What of the Task section people can report (decision 046): a task (its poster answers) and a review. */
export const TASK_REPORTABLES: Reportables = {
  task: {
    find: async (db, id) => {
      const [row] = await db
        .select({
          title: tasks.title,
          description: tasks.description,
          isHidden: tasks.isHidden,
          ownerId: tasks.posterId,
        })
        .from(tasks)
        .where(eq(tasks.id, id))
        .limit(1);
      return row && reportedListing(row, { path: taskPath(id) });
    },
    setHidden: async (deps, id, hidden) => {
      await setTaskHidden(deps, id, hidden);
    },
  },
  'task-review': {
    find: async (db, id) => {
      const [row] = await db
        .select({
          comment: taskReviews.comment,
          rating: taskReviews.rating,
          isHidden: taskReviews.isHidden,
          ownerId: taskReviews.authorId,
          subjectId: taskReviews.subjectId,
          taskTitle: tasks.title,
        })
        .from(taskReviews)
        .innerJoin(tasks, eq(tasks.id, taskReviews.taskId))
        .where(eq(taskReviews.id, id))
        .limit(1);
      if (!row) return undefined;
      return {
        ownerId: row.ownerId,
        title: `${row.rating}★ review on ${row.taskTitle}`,
        excerpt: excerpt(row.comment),
        context: `Review of a task: ${row.taskTitle}`,
        path: profilePath(row.subjectId),
        hidden: row.isHidden,
      };
    },
    setHidden: async (deps, id, hidden) => {
      await setReviewHidden(deps, id, hidden);
      // The tasker page's public answer (the admin route's own hook clears it after its writes).
      deps.taskCache.clear();
    },
    pageTags: async (db, id) => {
      const [row] = await db
        .select({ subjectId: taskReviews.subjectId, subjectRole: taskReviews.subjectRole })
        .from(taskReviews)
        .where(eq(taskReviews.id, id))
        .limit(1);
      if (!row) return [];
      return [taskerPageTag(row.subjectId), ...(row.subjectRole === 'poster' ? [PAGE_TAG.taskPages] : [])];
    },
  },
};
