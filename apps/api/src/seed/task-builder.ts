import { canTransition } from '@bazaar/shared/status-flow';
import {
  postedTasksRoute,
  TASK_FLOW,
  TASK_OFFER_FLOW,
  TASKER_TASKS_ROUTE,
  type TTaskActorRole,
  type TTaskOfferActorRole,
  type TTaskOfferStatus,
  type TTaskStatus,
  type TTaskWhenKind,
  ZTaskAnswerRequest,
  ZTaskCancelRequest,
  ZTaskOfferRequest,
  ZTaskQuestionRequest,
  ZTaskRequest,
  ZTaskReviewReplyRequest,
  ZTaskReviewRequest,
} from '@bazaar/shared/task';
import { ZThreadMessageRequest } from '@bazaar/shared/thread';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type NewTaskRow, taskOffers, taskQuestions, taskReviews, tasks } from '../db/schema/tasks.ts';
import { threads } from '../db/schema/threads.ts';
import { newId } from '../lib/ids.ts';
import { insertNotifications } from '../platform/notification/repo.ts';
import { type NotifyInput, notificationMeta } from '../platform/notification/service.ts';
import { threadMessageReceived } from '../platform/thread/notifications.ts';
import { insertMessage, markRead } from '../platform/thread/repo.ts';
import { openThread } from '../platform/thread/service.ts';
import {
  taskCancelled,
  taskCompleted,
  taskMarkedDone,
  taskOfferAccepted,
  taskOfferReceived,
  taskOfferRejected,
  taskQuestionAnswered,
  taskQuestionAsked,
  taskReviewReceived,
  taskReviewReplied,
} from '../sections/task/notifications.ts';

/**
 * The demo seed's tasks are made by the Task section's own rules, written in bulk and backdated, as
 * the orders are (order-builder.ts): every text passes the API's request schema (ZTaskRequest,
 * ZTaskOfferRequest, ZTaskQuestionRequest, ZTaskReviewRequest, ZThreadMessageRequest …), every
 * status change is one TASK_FLOW or TASK_OFFER_FLOW allows to that role, and the rules the services
 * check (no offer on your own task or on a task that is not Open, one live offer per tasker, only the
 * poster answers, accepts, confirms and cancels, only the assigned tasker marks done, reviews by the
 * two people once after Completed, replies once by the subject) throw here as they answer 403/409
 * there. The private thread is opened with `openThread()` at the accept, as the accept does, and its
 * messages are written with the thread's own insert. Running the services one call at a time would
 * write the same rows at today's date, several hundred calls on every fresh start.
 */

type OfferInsert = typeof taskOffers.$inferInsert & {
  id: string;
  taskerId: string;
  status: TTaskOfferStatus;
};
type QuestionInsert = typeof taskQuestions.$inferInsert & { id: string };
type ReviewInsert = typeof taskReviews.$inferInsert & { id: string; authorId: string; subjectId: string };
type TaskInsert = NewTaskRow & { id: string; status: TTaskStatus; offersCount: number };

/** What the poster writes: the fields of POST /task (budget in paisa, place an address node). */
export type SeedTaskInput = {
  title: string;
  description: string;
  categoryId: string;
  budget: number;
  images: string[];
  /** null: can be done remotely. */
  place: { id: string; path: string[]; street: string } | null;
  when: { kind: TTaskWhenKind; date: string | null };
};

/** A task being built: its row, offers, questions, reviews and, once assigned, its conversation. */
export type SeedTask = {
  row: TaskInsert;
  offers: OfferInsert[];
  questions: QuestionInsert[];
  reviews: ReviewInsert[];
  messages: { senderId: string; body: string; at: Date }[];
  /** When the poster accepted an offer (the thread opens then). */
  acceptedAt: Date | null;
  /** When each participant last read the thread (null: they read it all). */
  lastRead: Map<string, Date>;
  /** What each step told the people it concerns (the services' notifications), and when. */
  notices: { input: NotifyInput; at: Date; unread?: boolean }[];
};

export type SeedTaskRows = {
  tasks: SeedTask[];
  serviceChargePercent: number;
  /** Full names by user id, as the notifications quote them. */
  names: Map<string, string>;
  /** Notifications older than this are seen; newer ones wait in the bell. */
  seenBefore: Date;
};

function tell(task: SeedTask, at: Date, ...inputs: NotifyInput[]): void {
  for (const input of inputs) task.notices.push({ input, at });
}

function ref(task: SeedTask) {
  return { taskId: task.row.id, title: task.row.title };
}

function fail(task: SeedTask, why: string): never {
  throw new Error(`Seed plan for "${task.row.title}": ${why}`);
}

function moveTask(task: SeedTask, role: TTaskActorRole, to: TTaskStatus): void {
  if (!canTransition(TASK_FLOW, role, task.row.status, to)) {
    fail(task, `${role} cannot move it from ${task.row.status} to ${to}`);
  }
  task.row.status = to;
}

function moveOffer(
  task: SeedTask,
  offer: OfferInsert,
  role: TTaskOfferActorRole,
  to: TTaskOfferStatus,
): void {
  if (!canTransition(TASK_OFFER_FLOW, role, offer.status, to)) {
    fail(task, `${role} cannot move an offer from ${offer.status} to ${to}`);
  }
  offer.status = to;
}

/**
 * POST /task: an Open task. The date rule ("not in the past") holds at posting time, so the text is
 * checked as a flexible task and the planned `when` kept: a task posted a month ago was due then.
 */
export function postSeedTask(rows: SeedTaskRows, posterId: string, input: SeedTaskInput, at: Date): SeedTask {
  const parsed = ZTaskRequest.parse({
    title: input.title,
    categoryId: input.categoryId,
    description: input.description,
    images: input.images,
    isRemote: input.place === null,
    placeId: input.place?.id ?? null,
    street: input.place?.street ?? '',
    whenKind: 'flexible',
    budget: input.budget,
  });
  if (input.when.kind !== 'flexible' && !input.when.date) throw new Error(`"${input.title}" needs a date`);
  const task: SeedTask = {
    row: {
      id: newId(),
      posterId,
      categoryId: parsed.categoryId,
      title: parsed.title,
      description: parsed.description,
      images: parsed.images,
      isRemote: parsed.isRemote,
      placeId: parsed.placeId,
      placePath: input.place?.path ?? [],
      street: parsed.street,
      whenKind: input.when.kind,
      whenDate: input.when.kind === 'flexible' ? null : input.when.date,
      budget: parsed.budget,
      status: 'Open',
      offersCount: 0,
      createdAt: at,
      updatedAt: at,
    },
    offers: [],
    questions: [],
    reviews: [],
    messages: [],
    acceptedAt: null,
    lastRead: new Map(),
    notices: [],
  };
  rows.tasks.push(task);
  return task;
}

/** POST /task/:id/offers: anyone but the poster, on an Open task, one live offer each. */
export function offerOnSeedTask(
  rows: SeedTaskRows,
  task: SeedTask,
  taskerId: string,
  offer: { amount: number; message: string },
  at: Date,
): OfferInsert {
  const input = ZTaskOfferRequest.parse(offer);
  if (taskerId === task.row.posterId) fail(task, 'the poster cannot offer on their own task');
  if (task.row.status !== 'Open') fail(task, 'offers are made only while it is Open');
  const live = task.offers.some(
    (o) => o.taskerId === taskerId && (o.status === 'Pending' || o.status === 'Accepted'),
  );
  if (live) fail(task, 'one live offer per tasker');
  const row: OfferInsert = {
    id: newId(),
    taskId: task.row.id,
    taskerId,
    amount: input.amount,
    message: input.message,
    serviceChargePercent: rows.serviceChargePercent,
    status: 'Pending',
    createdAt: at,
    updatedAt: at,
  };
  task.offers.push(row);
  task.row.offersCount += 1;
  const taskerName = rows.names.get(taskerId) ?? 'A tasker';
  tell(
    task,
    at,
    taskOfferReceived({ ...ref(task), posterId: task.row.posterId, taskerName, amount: row.amount }),
  );
  return row;
}

/** PUT /task/offers/:id/withdraw: the tasker takes back a Pending offer; it no longer counts. */
export function withdrawSeedOffer(task: SeedTask, offer: OfferInsert, at: Date): void {
  moveOffer(task, offer, 'Tasker', 'Withdrawn');
  offer.updatedAt = at;
  task.row.offersCount -= 1;
}

/** PUT /task/offers/:id/accept: Open → Assigned, the offer Accepted, every other Pending one Rejected. */
export function acceptSeedOffer(task: SeedTask, offer: OfferInsert, at: Date): void {
  moveTask(task, 'Poster', 'Assigned');
  moveOffer(task, offer, 'Poster', 'Accepted');
  offer.updatedAt = at;
  tell(task, at, taskOfferAccepted({ ...ref(task), taskerId: offer.taskerId, amount: offer.amount }));
  for (const other of task.offers) {
    if (other !== offer && other.status === 'Pending') {
      moveOffer(task, other, 'System', 'Rejected');
      other.updatedAt = at;
      tell(task, at, taskOfferRejected({ ...ref(task), taskerId: other.taskerId, isCancelled: false }));
    }
  }
  Object.assign(task.row, { assignedTaskerId: offer.taskerId, acceptedOfferId: offer.id, updatedAt: at });
  task.acceptedAt = at;
}

/** POST /task/:id/questions (anyone but the poster, while Open) and, when given, the poster's answer. */
export function askOnSeedTask(
  rows: SeedTaskRows,
  task: SeedTask,
  askerId: string,
  text: string,
  at: Date,
  answer: { text: string; at: Date } | null,
): void {
  const question = ZTaskQuestionRequest.parse({ text });
  if (askerId === task.row.posterId) fail(task, 'the poster does not ask on their own task');
  if (task.row.status !== 'Open') fail(task, 'questions are asked while it is Open');
  task.questions.push({
    id: newId(),
    taskId: task.row.id,
    askerId,
    text: question.text,
    answer: answer ? ZTaskAnswerRequest.parse({ answer: answer.text }).answer : null,
    answeredAt: answer?.at ?? null,
    createdAt: at,
  });
  const askerName = rows.names.get(askerId) ?? 'Someone';
  tell(task, at, taskQuestionAsked({ ...ref(task), posterId: task.row.posterId, askerName }));
  if (answer) tell(task, answer.at, taskQuestionAnswered({ ...ref(task), askerId }));
}

/** POST /thread/:id/messages on the task's thread: the poster or the assigned tasker, once assigned. */
export function messageOnSeedTask(task: SeedTask, senderId: string, body: string, at: Date): void {
  if (!task.row.assignedTaskerId) fail(task, 'the thread opens at the accept');
  if (senderId !== task.row.posterId && senderId !== task.row.assignedTaskerId) {
    fail(task, 'only the poster and the tasker write in its thread');
  }
  const last = task.messages.at(-1);
  if (last && at <= last.at) fail(task, 'messages of a thread come one after another');
  task.messages.push({ senderId, body: ZThreadMessageRequest.parse({ body }).body, at });
}

/** PUT /task/:id/done: the assigned tasker, once, while Assigned. */
export function markSeedTaskDone(rows: SeedTaskRows, task: SeedTask, taskerId: string, at: Date): void {
  if (task.row.assignedTaskerId !== taskerId) fail(task, 'only the assigned tasker marks it done');
  if (task.row.status !== 'Assigned' || task.row.doneAt) fail(task, 'marked done once, while Assigned');
  Object.assign(task.row, { doneAt: at });
  const taskerName = rows.names.get(taskerId) ?? 'The tasker';
  tell(task, at, taskMarkedDone({ ...ref(task), posterId: task.row.posterId, taskerName }));
}

/** PUT /task/:id/confirm: the poster, after the tasker marked it done → Completed. */
export function confirmSeedTask(task: SeedTask, at: Date): void {
  if (!task.row.doneAt) fail(task, 'the tasker has not marked it done');
  moveTask(task, 'Poster', 'Completed');
  Object.assign(task.row, { completedAt: at, updatedAt: at });
  const taskerId = task.row.assignedTaskerId;
  if (taskerId) tell(task, at, taskCompleted({ ...ref(task), taskerId }));
}

/** PUT /task/:id/cancel (the poster) or the admin's cancel, with a reason; Pending offers are closed. */
export function cancelSeedTask(task: SeedTask, role: 'Poster' | 'Admin', reason: string, at: Date): void {
  const { reason: text } = ZTaskCancelRequest.parse({ reason });
  moveTask(task, role, 'Cancelled');
  Object.assign(task.row, { cancelledAt: at, cancelReason: text, cancelledBy: role, updatedAt: at });
  const byAdmin = role === 'Admin';
  const { assignedTaskerId, posterId } = task.row;
  if (assignedTaskerId) {
    tell(
      task,
      at,
      taskCancelled({ ...ref(task), userId: assignedTaskerId, asTasker: true, reason: text, byAdmin }),
    );
  }
  if (byAdmin)
    tell(task, at, taskCancelled({ ...ref(task), userId: posterId, asTasker: false, reason: text, byAdmin }));
  for (const offer of task.offers) {
    if (offer.status === 'Pending') {
      moveOffer(task, offer, 'System', 'Rejected');
      offer.updatedAt = at;
      tell(task, at, taskOfferRejected({ ...ref(task), taskerId: offer.taskerId, isCancelled: true }));
    }
  }
}

/** POST /task/:id/reviews: the poster about the tasker or the tasker about the poster, once, after Completed. */
export function reviewSeedTask(
  rows: SeedTaskRows,
  task: SeedTask,
  authorId: string,
  review: { rating: number; comment: string; at: Date; reply?: { text: string; at: Date } | undefined },
): void {
  const input = ZTaskReviewRequest.parse({ rating: review.rating, comment: review.comment });
  if (task.row.status !== 'Completed') fail(task, 'reviews come after Completed');
  const { posterId, assignedTaskerId } = task.row;
  if (!assignedTaskerId || (authorId !== posterId && authorId !== assignedTaskerId)) {
    fail(task, 'only the poster and the tasker review');
  }
  if (task.reviews.some((r) => r.authorId === authorId)) fail(task, 'one review per person');
  const aboutTasker = authorId === posterId;
  task.reviews.push({
    id: newId(),
    taskId: task.row.id,
    authorId,
    subjectId: aboutTasker ? assignedTaskerId : posterId,
    subjectRole: aboutTasker ? 'tasker' : 'poster',
    rating: input.rating,
    comment: input.comment,
    reply: review.reply ? ZTaskReviewReplyRequest.parse({ reply: review.reply.text }).reply : null,
    repliedAt: review.reply?.at ?? null,
    createdAt: review.at,
  });
  const subjectId = aboutTasker ? assignedTaskerId : posterId;
  const authorName = rows.names.get(authorId) ?? 'Someone';
  tell(task, review.at, taskReviewReceived({ ...ref(task), subjectId, authorName, rating: input.rating }));
  if (review.reply) {
    const subjectName = rows.names.get(subjectId) ?? 'Someone';
    tell(task, review.reply.at, taskReviewReplied({ ...ref(task), authorId, subjectName }));
  }
}

/**
 * Writes the tasks in the caller's transaction, table by table; for each task that was assigned,
 * opens its thread as the accept does, writes its messages in order with the thread's own insert,
 * keeps the thread's activity time at its last message, and each participant's read mark.
 */
export async function insertSeedTasks(tx: Tx, rows: SeedTaskRows): Promise<void> {
  if (rows.tasks.length === 0) return;
  await tx.insert(tasks).values(rows.tasks.map((t) => t.row));
  const offers = rows.tasks.flatMap((t) => t.offers);
  if (offers.length > 0) await tx.insert(taskOffers).values(offers);
  const questions = rows.tasks.flatMap((t) => t.questions);
  if (questions.length > 0) await tx.insert(taskQuestions).values(questions);
  const reviews = rows.tasks.flatMap((t) => t.reviews);
  if (reviews.length > 0) await tx.insert(taskReviews).values(reviews);

  for (const task of rows.tasks) {
    const { row } = task;
    if (!row.assignedTaskerId) continue;
    const thread = await openThread(tx, {
      subject: { kind: 'task', id: row.id },
      title: row.title,
      participants: [
        { userId: row.posterId, route: postedTasksRoute('Assigned') },
        { userId: row.assignedTaskerId, route: TASKER_TASKS_ROUTE },
      ],
    });
    for (const message of task.messages) {
      await insertMessage(tx, {
        id: newId(),
        threadId: thread.id,
        senderId: message.senderId,
        body: message.body,
        attachments: [],
        createdAt: message.at,
      });
    }
    // Opened at the accept; its activity time is its newest message's, as writing them would leave it.
    const openedAt = task.acceptedAt ?? new Date();
    const last = task.messages.at(-1);
    await tx
      .update(threads)
      .set({ createdAt: openedAt, updatedAt: last?.at ?? openedAt })
      .where(eq(threads.id, thread.id));
    if (!last) continue;
    const routes = new Map([
      [row.posterId, postedTasksRoute('Assigned')],
      [row.assignedTaskerId, TASKER_TASKS_ROUTE],
    ]);
    for (const [userId, route] of routes) {
      const readAt = task.lastRead.get(userId) ?? last.at;
      await markRead(tx, thread.id, userId, readAt);
      // Told once about what they have not read, as postMessage tells them until they read it.
      const unread = task.messages.find((m) => m.senderId !== userId && m.at > readAt);
      if (!unread) continue;
      task.notices.push({
        at: unread.at,
        // Unseen while the conversation is unread: reading it marks its notifications seen.
        unread: true,
        input: threadMessageReceived({
          userId,
          route,
          threadId: thread.id,
          subject: { kind: 'task', id: row.id },
          threadTitle: row.title,
          senderName: rows.names.get(unread.senderId) ?? 'Someone',
          body: unread.body,
        }),
      });
    }
  }

  const notices = rows.tasks.flatMap((t) => t.notices);
  if (notices.length > 0) {
    await insertNotifications(
      tx,
      notices.map(({ input, at, unread }) => ({
        id: newId(),
        userId: input.userId,
        title: input.title,
        message: input.message,
        notificationType: input.notificationType,
        metaData: notificationMeta(input),
        isSeen: !unread && at < rows.seenBefore,
        createdAt: at,
      })),
    );
  }
}
