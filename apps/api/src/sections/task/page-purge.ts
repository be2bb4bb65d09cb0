import { PAGE_TAG, taskerPageTag, taskPageTag } from '@bazaar/shared/page-cache';
import { dataOf, idOf, type PagePurgeRule, type PagePurgeRules, UUID } from '../../lib/section.ts';
import { currentUser } from '../../plugins/auth.ts';

// The Task section's write routes and the cached pages each changes (docs/product-rules.md "Fast
// pages"): its lists, task pages and tasker pages. Its part of PAGE_PURGE_RULES, through the registry.

/** A task changed what its page shows (the task id in the route). */
const taskPage: PagePurgeRule = {
  after: (request) => (UUID.test(idOf(request)) ? [taskPageTag(idOf(request))] : []),
};

/** A task changed what its page and the lists show (status, offers count, details). */
const taskAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.tasks, ...(UUID.test(idOf(request)) ? [taskPageTag(idOf(request))] : [])],
};

/** An offer's write whose answer names its task: the task's page and the lists (offers count, status). */
const offerTask: PagePurgeRule = {
  after: (_request, answer) => {
    const { taskId } = dataOf<{ taskId: string }>(answer);
    return taskId ? [PAGE_TAG.tasks, taskPageTag(taskId)] : [];
  },
};

/** The poster confirmed: the lists, the page, and the tasker's page (completed count). */
const taskCompleted: PagePurgeRule = {
  after: (request, answer) => {
    const tasker = dataOf<{ assignedTasker: { _id: string } | null }>(answer).assignedTasker;
    return [PAGE_TAG.tasks, taskPageTag(idOf(request)), ...(tasker ? [taskerPageTag(tasker._id)] : [])];
  },
};

/**
 * A task review was written, answered, hidden or shown: the tasker page of the person it is about,
 * and, for a review of a poster, every task page (each shows its poster's rating).
 */
const taskReviewChange: PagePurgeRule = {
  after: (_request, answer) => {
    const { subject, subjectRole } = dataOf<{ subject: { _id: string }; subjectRole: string }>(answer);
    if (!subject) return [];
    return [taskerPageTag(subject._id), ...(subjectRole === 'poster' ? [PAGE_TAG.taskPages] : [])];
  },
};

export const TASK_PAGE_PURGE_RULES: PagePurgeRules = {
  'POST /api/task': { after: () => [PAGE_TAG.tasks] },
  'PUT /api/task/:id': taskAndLists,
  'POST /api/task/:id/offers': taskAndLists,
  'PUT /api/task/offers/:offerId': 'none',
  'PUT /api/task/offers/:offerId/withdraw': offerTask,
  'PUT /api/task/offers/:offerId/accept': offerTask,
  'POST /api/task/:id/questions': taskPage,
  'PUT /api/task/questions/:questionId/answer': {
    after: (_request, answer) => {
      const { taskId } = dataOf<{ taskId: string }>(answer);
      return taskId ? [taskPageTag(taskId)] : [];
    },
  },
  'PUT /api/task/:id/done': taskPage,
  'PUT /api/task/:id/confirm': taskCompleted,
  'PUT /api/task/:id/cancel': taskAndLists,
  'POST /api/task/:id/reviews': taskReviewChange,
  'PUT /api/task/reviews/:reviewId/reply': taskReviewChange,
  'PUT /api/task/user/tasker-profile': { after: (request) => [taskerPageTag(currentUser(request).id)] },
  'PUT /api/admin/task/tasks/:id/cancel': taskAndLists,
  'PUT /api/admin/task/tasks/:id/hidden': taskAndLists,
  'PUT /api/admin/task/reviews/:id/hidden': taskReviewChange,
  'PUT /api/admin/site-setting/task-service-charge': 'none',
};
