import { formatPrice } from '@bazaar/shared/money';
import { reviewAuthorName } from '@bazaar/shared/review';
import {
  postedTasksRoute,
  TASK_REVIEWS_BY_ME_ROUTE,
  TASK_REVIEWS_FOR_ME_ROUTE,
  TASKER_TASKS_ROUTE,
} from '@bazaar/shared/task-constants';
import type { NotifyInput } from '../../platform/notification/service.ts';
import { withReason } from '../../platform/notification/text.ts';

// What each person is told on each event of a task (notification type `task`: the poster's lists by
// state, the tasker's list, reviews) and the page it opens. Services pass the result to `notify`.

type TaskRef = { taskId: string; title: string };
const taskMeta = (task: TaskRef) => ({ taskId: task.taskId });

/** The poster: someone offered on their Open task. */
export function taskOfferReceived(
  task: TaskRef & { posterId: string; taskerName: string; amount: number },
): NotifyInput {
  return {
    userId: task.posterId,
    title: 'New offer on your task',
    message: `${task.taskerName} offered ${formatPrice(task.amount)} for "${task.title}".`,
    notificationType: 'task',
    topic: 'task',
    route: postedTasksRoute('Open'),
    metaData: taskMeta(task),
    email: {
      templateKey: 'task-offer-received',
      values: { taskTitle: task.title, taskerName: task.taskerName, amount: formatPrice(task.amount) },
    },
  };
}

/** The tasker: the poster accepted their offer; the task is theirs to do. */
export function taskOfferAccepted(task: TaskRef & { taskerId: string; amount: number }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Your offer was accepted',
    message: `Your offer of ${formatPrice(task.amount)} for "${task.title}" was accepted. Message the poster to arrange it.`,
    notificationType: 'task',
    topic: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
    email: {
      templateKey: 'task-offer-accepted',
      values: { taskTitle: task.title, amount: formatPrice(task.amount) },
    },
  };
}

/** A tasker whose Pending offer was not chosen (another was accepted, or the task was cancelled). */
export function taskOfferRejected(task: TaskRef & { taskerId: string; isCancelled: boolean }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Your offer was not accepted',
    message: task.isCancelled
      ? `"${task.title}" was cancelled, so your offer is closed.`
      : `The poster chose another offer for "${task.title}".`,
    notificationType: 'task',
    topic: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The poster: a question on their task. */
export function taskQuestionAsked(task: TaskRef & { posterId: string; askerName: string }): NotifyInput {
  return {
    userId: task.posterId,
    title: 'New question on your task',
    message: `${task.askerName} asked a question about "${task.title}".`,
    notificationType: 'task',
    topic: 'task',
    route: postedTasksRoute('Open'),
    metaData: taskMeta(task),
  };
}

/** The asker: the poster answered their question. */
export function taskQuestionAnswered(task: TaskRef & { askerId: string }): NotifyInput {
  return {
    userId: task.askerId,
    title: 'Your question was answered',
    message: `The poster of "${task.title}" answered your question.`,
    notificationType: 'task',
    topic: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The poster: the tasker marked the task done; it waits for their confirmation. */
export function taskMarkedDone(task: TaskRef & { posterId: string; taskerName: string }): NotifyInput {
  return {
    userId: task.posterId,
    title: 'Task marked done',
    message: `${task.taskerName} marked "${task.title}" done. Confirm it to complete the task.`,
    notificationType: 'task',
    topic: 'task',
    route: postedTasksRoute('Assigned'),
    metaData: taskMeta(task),
  };
}

/** The tasker: the poster confirmed the task; both may now review each other. */
export function taskCompleted(task: TaskRef & { taskerId: string }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Task completed',
    message: `The poster confirmed "${task.title}" is complete. Leave them a review.`,
    notificationType: 'task',
    topic: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The assigned tasker (and, when an admin cancelled it, the poster): the task is cancelled. */
export function taskCancelled(
  task: TaskRef & { userId: string; asTasker: boolean; reason: string; byAdmin: boolean },
): NotifyInput {
  return {
    userId: task.userId,
    title: 'Task cancelled',
    message: `"${task.title}" was cancelled${task.byAdmin ? ' by Bazaar' : ' by the poster'}.${withReason(task.reason)}`,
    notificationType: 'task',
    topic: 'task',
    route: task.asTasker ? TASKER_TASKS_ROUTE : postedTasksRoute('Cancelled'),
    metaData: taskMeta(task),
  };
}

/** The person reviewed: a review about them on a completed task. */
export function taskReviewReceived(
  task: TaskRef & { subjectId: string; authorName: string; rating: number },
): NotifyInput {
  return {
    userId: task.subjectId,
    title: 'New review',
    message: `${reviewAuthorName(task.authorName)} rated you ${task.rating}/5 for "${task.title}".`,
    notificationType: 'task',
    topic: 'task',
    route: TASK_REVIEWS_FOR_ME_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The review's author: the person they reviewed replied. */
export function taskReviewReplied(task: TaskRef & { authorId: string; subjectName: string }): NotifyInput {
  return {
    userId: task.authorId,
    title: 'Reply to your review',
    message: `${reviewAuthorName(task.subjectName)} replied to your review for "${task.title}".`,
    notificationType: 'task',
    topic: 'task',
    route: TASK_REVIEWS_BY_ME_ROUTE,
    metaData: taskMeta(task),
  };
}
