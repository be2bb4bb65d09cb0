import { TASK_FLOW, type TTaskDetail, type TTaskInput } from '@bazaar/shared/task';
import { tasks } from '../../db/schema/tasks.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { countStep as countCrossSellStep } from '../../platform/cross-sell/repo.ts';
import { holdNewAccount, rowsMadeSince } from '../../platform/moderation/limits.ts';
import { notify, notifyHook } from '../../platform/notification/service.ts';
import { checkUploadRefs } from '../../platform/upload/refs.ts';
import { checkListingCategory, checkListingPlace } from '../listing-values.ts';
import * as dto from './dto.ts';
import { taskCancelled, taskCompleted, taskMarkedDone, taskOfferRejected } from './notifications.ts';
import * as offerRepo from './offer-repo.ts';
import * as peopleRepo from './people-repo.ts';
import * as repo from './repo.ts';
import { findVisibleTask, type TaskDeps } from './service.ts';

/** The columns a task request sets, checked against the database (category, place, photos). */
async function taskValues(deps: TaskDeps, input: TTaskInput, keepImages: string[] = []) {
  await checkListingCategory(deps.db, 'task', input.categoryId);
  const placePath = await checkListingPlace(deps.db, input.placeId);
  const images = await checkUploadRefs(deps, input.images, {
    kind: 'image',
    field: 'images',
    keep: keepImages,
  });
  return {
    title: input.title,
    categoryId: input.categoryId,
    description: input.description,
    images,
    isRemote: input.isRemote,
    placeId: input.placeId,
    placePath,
    street: input.street,
    whenKind: input.whenKind,
    whenDate: input.whenDate,
    budget: input.budget,
  };
}

/** POST /task: a new Open task. */
export async function createTask(deps: TaskDeps, posterId: string, input: TTaskInput): Promise<TTaskDetail> {
  await holdNewAccount(
    deps.db,
    posterId,
    'listings',
    rowsMadeSince(deps.db, tasks, tasks.posterId, posterId, tasks.createdAt),
  );
  const values = await taskValues(deps, input);
  const id = newId();
  await inTransaction(deps.db, async (tx) => {
    await repo.insertTask(tx, { id, posterId, ...values });
    // A task posted from another section's offer counts for the admin's dashboard (decision 049).
    if (input.referral) await countCrossSellStep(tx, input.referral, 'posted');
    await announceListing(tx, deps, { section: 'task', change: 'listed', ids: [id] });
  });
  return dto.toTaskDetail(deps, await findVisibleTask(deps.db, id));
}

/** PUT /task/:id: the poster edits it while it is Open and has no offers (409 otherwise). */
export async function updateTask(
  deps: TaskDeps,
  posterId: string,
  id: string,
  input: TTaskInput,
): Promise<TTaskDetail> {
  const current = await repo.findTask(deps.db, id);
  if (!current || (current.isHidden && current.posterId !== posterId)) {
    throw new AppError('NOT_FOUND', 'Task not found');
  }
  if (current.posterId !== posterId) throw new AppError('FORBIDDEN', 'Only the poster can edit this task');
  const values = await taskValues(deps, input, current.images);
  const updated = await repo.updateOpenTaskWithoutOffers(deps.db, id, posterId, values);
  if (!updated) {
    throw new AppError('CONFLICT', 'A task can be edited only while it is Open and has no offers');
  }
  await announceListing(deps.db, deps, { section: 'task', change: 'changed', ids: [id] });
  return dto.toTaskDetail(deps, (await repo.findTask(deps.db, id)) as repo.TaskWithCategory);
}

/** PUT /task/:id/done: the assigned tasker marks it done (once, while Assigned); the poster is told. */
export async function markDone(deps: TaskDeps, taskerId: string, id: string): Promise<TTaskDetail> {
  const task = await findVisibleTask(deps.db, id);
  if (task.assignedTaskerId !== taskerId) {
    throw new AppError('FORBIDDEN', 'Only the tasker doing this task can mark it done');
  }
  await inTransaction(deps.db, async (tx) => {
    const row = await repo.markTaskDone(tx, id, taskerId);
    if (!row) {
      throw new AppError(
        'CONFLICT',
        task.doneAt
          ? 'This task is already marked done'
          : `It is ${TASK_FLOW.labels[task.status]} now and cannot be marked done`,
      );
    }
    const people = await peopleRepo.findPeople(tx, [taskerId]);
    await notify(
      tx,
      deps,
      taskMarkedDone({
        taskId: id,
        title: row.title,
        posterId: row.posterId,
        taskerName: people.get(taskerId)?.fullName ?? 'The tasker',
      }),
    );
  });
  return dto.toTaskDetail(deps, await findVisibleTask(deps.db, id));
}

/** PUT /task/:id/confirm: the poster confirms a task the tasker marked done → Completed. */
export async function confirmTask(deps: TaskDeps, posterId: string, id: string): Promise<TTaskDetail> {
  const task = await repo.findTask(deps.db, id);
  if (!task || task.posterId !== posterId) {
    if (task && !task.isHidden) throw new AppError('FORBIDDEN', 'Only the poster can confirm this task');
    throw new AppError('NOT_FOUND', 'Task not found');
  }
  if (task.status === 'Assigned' && !task.doneAt) {
    throw new AppError('CONFLICT', 'The tasker has not marked this task done yet');
  }
  await inTransaction(deps.db, async (tx) => {
    await transition(tx, notifyHook(deps), {
      table: tasks,
      flow: TASK_FLOW,
      id,
      role: 'Poster',
      from: task.status,
      to: 'Completed',
      set: { completedAt: new Date(), updatedAt: new Date() },
      notify: (row) =>
        row.assignedTaskerId
          ? [taskCompleted({ taskId: id, title: row.title, taskerId: row.assignedTaskerId })]
          : [],
    });
    await announceListing(tx, deps, { section: 'task', change: 'changed', ids: [id] });
  });
  return dto.toTaskDetail(deps, (await repo.findTask(deps.db, id)) as repo.TaskWithCategory);
}

/**
 * Cancels a task with a reason: the poster from Open or Assigned (PUT /task/:id/cancel), an admin
 * any time before Completed. Pending offers are closed; the assigned tasker and those taskers are
 * told, and the poster too when an admin cancelled it.
 */
export async function cancelTask(
  deps: TaskDeps,
  actor: { role: 'Poster' | 'Admin'; userId: string },
  id: string,
  reason: string,
): Promise<repo.TaskWithCategory> {
  const task = await repo.findTask(deps.db, id);
  if (!task || (actor.role === 'Poster' && task.isHidden)) throw new AppError('NOT_FOUND', 'Task not found');
  if (actor.role === 'Poster' && task.posterId !== actor.userId) {
    throw new AppError('FORBIDDEN', 'Only the poster can cancel this task');
  }
  const byAdmin = actor.role === 'Admin';
  await inTransaction(deps.db, async (tx) => {
    const row = await transition(tx, notifyHook(deps), {
      table: tasks,
      flow: TASK_FLOW,
      id,
      role: actor.role,
      from: task.status,
      to: 'Cancelled',
      set: { cancelledAt: new Date(), cancelReason: reason, cancelledBy: actor.role, updatedAt: new Date() },
      notify: (moved) => [
        ...(moved.assignedTaskerId
          ? [
              taskCancelled({
                taskId: id,
                title: moved.title,
                userId: moved.assignedTaskerId,
                asTasker: true,
                reason,
                byAdmin,
              }),
            ]
          : []),
        ...(byAdmin
          ? [
              taskCancelled({
                taskId: id,
                title: moved.title,
                userId: moved.posterId,
                asTasker: false,
                reason,
                byAdmin,
              }),
            ]
          : []),
      ],
    });
    const rejected = await offerRepo.rejectOtherOffers(tx, id, null);
    await notify(
      tx,
      deps,
      ...rejected.map((o) =>
        taskOfferRejected({ taskId: id, title: row.title, taskerId: o.taskerId, isCancelled: true }),
      ),
    );
    await announceListing(tx, deps, { section: 'task', change: 'unlisted', ids: [id] });
  });
  return (await repo.findTask(deps.db, id)) as repo.TaskWithCategory;
}
