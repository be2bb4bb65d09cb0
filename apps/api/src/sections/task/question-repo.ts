import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type TaskQuestionRow, taskQuestions } from '../../db/schema/tasks.ts';

// The Task section's SQL for questions (decision 028: one repo per entity).

export async function insertQuestion(db: Executor, values: typeof taskQuestions.$inferInsert): Promise<void> {
  await db.insert(taskQuestions).values(values);
}

export async function findQuestion(db: Executor, id: string): Promise<TaskQuestionRow | undefined> {
  const [row] = await db.select().from(taskQuestions).where(eq(taskQuestions.id, id));
  return row;
}

export async function listQuestions(db: Executor, taskId: string): Promise<TaskQuestionRow[]> {
  return db
    .select()
    .from(taskQuestions)
    .where(eq(taskQuestions.taskId, taskId))
    .orderBy(asc(taskQuestions.createdAt), asc(taskQuestions.id));
}

/** Answers a question not answered yet: undefined when it already was. */
export async function answerQuestion(
  db: Executor,
  id: string,
  answer: string,
): Promise<TaskQuestionRow | undefined> {
  const [row] = await db
    .update(taskQuestions)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(taskQuestions.id, id), isNull(taskQuestions.answer)))
    .returning();
  return row;
}
