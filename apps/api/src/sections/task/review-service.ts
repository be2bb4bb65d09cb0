import { buildPagination, type TPageQuery } from '@bazaar/shared/pagination';
import type { TTaskReview, TTaskReviewListResponse } from '@bazaar/shared/task';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify } from '../../platform/notification/service.ts';
import * as dto from './dto.ts';
import { taskReviewReceived, taskReviewReplied } from './notifications.ts';
import * as peopleRepo from './people-repo.ts';
import * as reviewRepo from './review-repo.ts';
import { findVisibleTask, type TaskDeps } from './service.ts';

async function loadReview(deps: TaskDeps, id: string): Promise<TTaskReview> {
  const row = await reviewRepo.findReviewWithTask(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Review not found');
  return dto.publicReview((await dto.toReviews(deps, [row]))[0] as TTaskReview);
}

/**
 * POST /task/:id/reviews: after Completed, the poster reviews the tasker and the tasker the poster,
 * once each (a unique index settles a double submit: 409).
 */
export async function createReview(
  deps: TaskDeps,
  authorId: string,
  taskId: string,
  input: { rating: number; comment: string },
): Promise<TTaskReview> {
  const task = await findVisibleTask(deps.db, taskId);
  const isPoster = task.posterId === authorId;
  if (!isPoster && task.assignedTaskerId !== authorId) {
    throw new AppError('FORBIDDEN', 'Only the poster and the tasker of this task can review it');
  }
  if (task.status !== 'Completed') throw new AppError('CONFLICT', 'Reviews open once the task is Completed');
  const subjectId = isPoster ? task.assignedTaskerId : task.posterId;
  if (!subjectId) throw new AppError('CONFLICT', 'This task has no tasker to review');
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      await reviewRepo.insertReview(tx, {
        id,
        taskId,
        authorId,
        subjectId,
        subjectRole: isPoster ? 'tasker' : 'poster',
        rating: input.rating,
        comment: input.comment,
      });
      const people = await peopleRepo.findPeople(tx, [authorId]);
      await notify(
        tx,
        deps,
        taskReviewReceived({
          taskId,
          title: task.title,
          subjectId,
          authorName: people.get(authorId)?.fullName ?? 'Someone',
          rating: input.rating,
        }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'task_reviews_task_author_unique')) {
      throw new AppError('CONFLICT', 'You have already reviewed this task');
    }
    throw err;
  }
  return loadReview(deps, id);
}

/** PUT /task/reviews/:reviewId/reply: the person reviewed replies once. */
export async function replyToReview(
  deps: TaskDeps,
  userId: string,
  reviewId: string,
  reply: string,
): Promise<TTaskReview> {
  const review = await reviewRepo.findReviewWithTask(deps.db, reviewId);
  if (!review) throw new AppError('NOT_FOUND', 'Review not found');
  if (review.subjectId !== userId) throw new AppError('FORBIDDEN', 'Only the person reviewed can reply');
  await inTransaction(deps.db, async (tx) => {
    const row = await reviewRepo.replyToReview(tx, reviewId, userId, reply);
    if (!row) throw new AppError('CONFLICT', 'You have already replied to this review');
    const people = await peopleRepo.findPeople(tx, [userId]);
    await notify(
      tx,
      deps,
      taskReviewReplied({
        taskId: review.taskId,
        title: review.taskTitle,
        authorId: review.authorId,
        subjectName: people.get(userId)?.fullName ?? 'Someone',
      }),
    );
  });
  return loadReview(deps, reviewId);
}

/** GET /task/user/reviews-by-me and reviews-for-me, newest first. */
export async function listMyReviews(
  deps: TaskDeps,
  userId: string,
  which: 'by' | 'for',
  page: TPageQuery,
): Promise<TTaskReviewListResponse> {
  const result =
    which === 'by'
      ? await reviewRepo.listReviewsBy(deps.db, userId, page)
      : await reviewRepo.listReviewsFor(deps.db, userId, page);
  return {
    docs: (await dto.toReviews(deps, result.docs)).map(dto.publicReview),
    pagination: buildPagination(page.page, page.limit, result.total),
  };
}

export { findVisibleTask };
