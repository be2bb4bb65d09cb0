import type { TTaskQuestion } from '@bazaar/shared/task';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify } from '../../platform/notification/service.ts';
import * as dto from './dto.ts';
import { taskQuestionAnswered, taskQuestionAsked } from './notifications.ts';
import * as peopleRepo from './people-repo.ts';
import * as questionRepo from './question-repo.ts';
import { findVisibleTask, type TaskDeps } from './service.ts';

/** POST /task/:id/questions: a public question on an Open task by anyone but its poster. */
export async function askQuestion(
  deps: TaskDeps,
  askerId: string,
  taskId: string,
  text: string,
): Promise<TTaskQuestion> {
  const task = await findVisibleTask(deps.db, taskId);
  if (task.posterId === askerId)
    throw new AppError('FORBIDDEN', 'You cannot ask a question on your own task');
  if (task.status !== 'Open')
    throw new AppError('CONFLICT', 'Questions are closed: the task is no longer open');
  const id = newId();
  await inTransaction(deps.db, async (tx) => {
    await questionRepo.insertQuestion(tx, { id, taskId, askerId, text });
    const people = await peopleRepo.findPeople(tx, [askerId]);
    await notify(
      tx,
      deps,
      taskQuestionAsked({
        taskId,
        title: task.title,
        posterId: task.posterId,
        askerName: people.get(askerId)?.fullName ?? 'Someone',
      }),
    );
  });
  return dto.toQuestion(
    deps,
    (await questionRepo.findQuestion(deps.db, id)) as NonNullable<
      Awaited<ReturnType<typeof questionRepo.findQuestion>>
    >,
  );
}

/** PUT /task/questions/:questionId/answer: the poster answers once (409 the second time). */
export async function answerQuestion(
  deps: TaskDeps,
  posterId: string,
  questionId: string,
  answer: string,
): Promise<TTaskQuestion> {
  const question = await questionRepo.findQuestion(deps.db, questionId);
  if (!question) throw new AppError('NOT_FOUND', 'Question not found');
  const task = await findVisibleTask(deps.db, question.taskId);
  if (task.posterId !== posterId) throw new AppError('FORBIDDEN', 'Only the poster can answer questions');
  const row = await inTransaction(deps.db, async (tx) => {
    const answered = await questionRepo.answerQuestion(tx, questionId, answer);
    if (!answered) throw new AppError('CONFLICT', 'This question is already answered');
    await notify(
      tx,
      deps,
      taskQuestionAnswered({ taskId: task.id, title: task.title, askerId: answered.askerId }),
    );
    return answered;
  });
  return dto.toQuestion(deps, row);
}
