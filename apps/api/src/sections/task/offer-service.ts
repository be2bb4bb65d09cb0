import {
  postedTasksRoute,
  TASK_FLOW,
  TASK_OFFER_FLOW,
  TASKER_TASKS_ROUTE,
  type TTaskOffer,
  type TTaskOfferRequest,
} from '@bazaar/shared/task';
import { taskOffers, tasks } from '../../db/schema/tasks.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify, notifyHook } from '../../platform/notification/service.ts';
import { openThread } from '../../platform/thread/service.ts';
import * as dto from './dto.ts';
import { taskOfferAccepted, taskOfferReceived, taskOfferRejected } from './notifications.ts';
import * as offerRepo from './offer-repo.ts';
import * as peopleRepo from './people-repo.ts';
import * as repo from './repo.ts';
import { findVisibleTask, getServiceCharge, type TaskDeps } from './service.ts';

type OfferInput = { amount: number; message: string } & TTaskOfferRequest;

/** GET /task/:id/offers: the poster sees every offer; anyone else only their own. */
export async function listOffers(deps: TaskDeps, userId: string, taskId: string): Promise<TTaskOffer[]> {
  const task = await findVisibleTask(deps.db, taskId);
  const rows = await offerRepo.listOffers(deps.db, taskId, task.posterId === userId ? undefined : userId);
  return dto.toOffers(deps, rows);
}

/**
 * POST /task/:id/offers: an offer on an Open task by anyone but its poster, with the service charge
 * of the moment kept on it. One live offer per tasker per task (the unique partial index settles a
 * race: 409). Counting the offer locks the task row, so an offer and an accept never cross.
 */
export async function makeOffer(
  deps: TaskDeps,
  taskerId: string,
  taskId: string,
  input: OfferInput,
): Promise<TTaskOffer> {
  const task = await findVisibleTask(deps.db, taskId);
  if (task.posterId === taskerId)
    throw new AppError('FORBIDDEN', 'You cannot make an offer on your own task');
  const { percent } = await getServiceCharge(deps);
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await repo.countOfferOnOpenTask(tx, taskId))) {
        throw new AppError('CONFLICT', 'This task is no longer open for offers');
      }
      await offerRepo.insertOffer(tx, {
        id,
        taskId,
        taskerId,
        amount: input.amount,
        message: input.message,
        serviceChargePercent: percent,
      });
      const people = await peopleRepo.findPeople(tx, [taskerId]);
      await notify(
        tx,
        deps,
        taskOfferReceived({
          taskId,
          title: task.title,
          posterId: task.posterId,
          taskerName: people.get(taskerId)?.fullName ?? 'A tasker',
          amount: input.amount,
        }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'task_offers_live_unique')) {
      throw new AppError('CONFLICT', 'You already have an offer on this task: change it instead');
    }
    throw err;
  }
  return dto.toOffer(
    deps,
    (await offerRepo.findOffer(deps.db, id)) as NonNullable<Awaited<ReturnType<typeof offerRepo.findOffer>>>,
  );
}

async function findOwnOffer(deps: TaskDeps, taskerId: string, offerId: string) {
  const offer = await offerRepo.findOffer(deps.db, offerId);
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found');
  if (offer.taskerId !== taskerId) throw new AppError('FORBIDDEN', 'This is not your offer');
  return offer;
}

/** PUT /task/offers/:offerId: the tasker changes their offer while it is Pending and the task Open. */
export async function changeOffer(
  deps: TaskDeps,
  taskerId: string,
  offerId: string,
  input: OfferInput,
): Promise<TTaskOffer> {
  const offer = await findOwnOffer(deps, taskerId, offerId);
  const row = await offerRepo.updatePendingOffer(deps.db, offerId, taskerId, {
    amount: input.amount,
    message: input.message,
  });
  if (!row) {
    throw new AppError(
      'CONFLICT',
      offer.status === 'Pending'
        ? 'This task is no longer open: the offer cannot change'
        : `The offer is ${TASK_OFFER_FLOW.labels[offer.status]} and cannot change`,
    );
  }
  return dto.toOffer(deps, row);
}

/** PUT /task/offers/:offerId/withdraw: the tasker takes back a Pending offer (its task no longer counts it). */
export async function withdrawOffer(deps: TaskDeps, taskerId: string, offerId: string): Promise<TTaskOffer> {
  const offer = await findOwnOffer(deps, taskerId, offerId);
  const row = await inTransaction(deps.db, async (tx) => {
    // The task row first, as an accept takes it: locking the offer first could deadlock with one.
    await repo.lockTask(tx, offer.taskId);
    const moved = await transition(tx, notifyHook(deps), {
      table: taskOffers,
      flow: TASK_OFFER_FLOW,
      id: offerId,
      role: 'Tasker',
      from: 'Pending',
      to: 'Withdrawn',
      set: { updatedAt: new Date() },
    });
    await repo.uncountOffer(tx, moved.taskId);
    return moved;
  });
  return dto.toOffer(deps, row);
}

/**
 * PUT /task/offers/:offerId/accept: the poster accepts one Pending offer of an Open task. In one
 * transaction: the task Open → Assigned (a conditional update: of two racing accepts only one
 * finds it Open, the other gets 409 and its transaction changes nothing), the offer Accepted, every
 * other Pending offer Rejected, the private thread opened, everyone told.
 */
export async function acceptOffer(deps: TaskDeps, posterId: string, offerId: string): Promise<TTaskOffer> {
  const offer = await offerRepo.findOffer(deps.db, offerId);
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found');
  const task = await repo.findTask(deps.db, offer.taskId);
  if (!task || task.isHidden) throw new AppError('NOT_FOUND', 'Offer not found');
  if (task.posterId !== posterId) throw new AppError('FORBIDDEN', 'Only the poster can accept an offer');
  await inTransaction(deps.db, async (tx) => {
    await transition(tx, notifyHook(deps), {
      table: tasks,
      flow: TASK_FLOW,
      id: task.id,
      role: 'Poster',
      from: 'Open',
      to: 'Assigned',
      set: { assignedTaskerId: offer.taskerId, acceptedOfferId: offer.id, updatedAt: new Date() },
      onConflict: (current) =>
        new AppError(
          'CONFLICT',
          current
            ? `The task is ${TASK_FLOW.labels[current.status]} now: no offer can be accepted`
            : 'Task not found',
        ),
    });
    await transition(tx, notifyHook(deps), {
      table: taskOffers,
      flow: TASK_OFFER_FLOW,
      id: offer.id,
      role: 'Poster',
      from: 'Pending',
      to: 'Accepted',
      set: { updatedAt: new Date() },
      onConflict: (current) =>
        new AppError(
          'CONFLICT',
          current
            ? `This offer is ${TASK_OFFER_FLOW.labels[current.status]} and cannot be accepted`
            : 'Offer not found',
        ),
      notify: () => [
        taskOfferAccepted({
          taskId: task.id,
          title: task.title,
          taskerId: offer.taskerId,
          amount: offer.amount,
        }),
      ],
    });
    const rejected = await offerRepo.rejectOtherOffers(tx, task.id, offer.id);
    await notify(
      tx,
      deps,
      ...rejected.map((o) =>
        taskOfferRejected({ taskId: task.id, title: task.title, taskerId: o.taskerId, isCancelled: false }),
      ),
    );
    await openThread(tx, {
      subject: { kind: 'task', id: task.id },
      title: task.title,
      participants: [
        { userId: task.posterId, route: postedTasksRoute('Assigned') },
        { userId: offer.taskerId, route: TASKER_TASKS_ROUTE },
      ],
    });
    // Assigned: still listed, no longer taking offers.
    await announceListing(tx, deps, { section: 'task', change: 'changed', ids: [task.id] });
  });
  return dto.toOffer(deps, (await offerRepo.findOffer(deps.db, offerId)) as NonNullable<typeof offer>);
}
