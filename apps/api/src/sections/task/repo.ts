import { and, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { builtOnce, type Executor, plannedOnce } from '../../db/client.ts';
import { categories } from '../../db/schema/shop.ts';
import {
  type NewTaskRow,
  type TaskQuestionRow,
  type TaskRow,
  taskQuestions,
  taskReviews,
  tasks,
} from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';

import type { PersonRow, PersonStats } from './people-repo.ts';

// Task rows: one task and its page, its writes (each a conditional update where a state must hold), the
// sitemap's list, and the column sets the list reads share (list-repo.ts, my-repo.ts, admin-repo.ts).

// ─── Tasks ────────────────────────────────────────────────────────────────────────────────────────

/** A task with its category, as cards and pages read it: every column but the search vector and the facets, which no answer shows. */
export type TaskWithCategory = Omit<TaskRow, 'search' | 'facets'> & {
  categoryName: string;
  categorySlug: string;
};

const { search: _searchVector, facets: _facets, ...shownTaskColumns } = getTableColumns(tasks);

export const taskWithCategory = {
  task: shownTaskColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export function flatten<T extends object>(r: {
  task: T;
  categoryName: string;
  categorySlug: string;
}): T & { categoryName: string; categorySlug: string } {
  return { ...r.task, categoryName: r.categoryName, categorySlug: r.categorySlug };
}

/** The columns a task card shows (dto.ts cardOf): the public list reads these, not the description. */
export const cardTaskColumns = {
  id: tasks.id,
  posterId: tasks.posterId,
  categoryId: tasks.categoryId,
  title: tasks.title,
  images: tasks.images,
  isRemote: tasks.isRemote,
  placeId: tasks.placeId,
  placePath: tasks.placePath,
  whenKind: tasks.whenKind,
  whenDate: tasks.whenDate,
  budget: tasks.budget,
  status: tasks.status,
  assignedTaskerId: tasks.assignedTaskerId,
  offersCount: tasks.offersCount,
  createdAt: tasks.createdAt,
};

/** A task as its card shows it. */
export type TaskCardRow = Pick<
  TaskWithCategory,
  keyof typeof cardTaskColumns | 'categoryName' | 'categorySlug'
>;

export async function findTask(db: Executor, id: string): Promise<TaskWithCategory | undefined> {
  const [row] = await db
    .select(taskWithCategory)
    .from(tasks)
    .innerJoin(categories, eq(categories.id, tasks.categoryId))
    .where(eq(tasks.id, id));
  return row && flatten(row);
}

/** A task page's people as its JSON columns carry them (dates as text). */
type PersonJson = { id: string; fullName: string; image: string | null; createdAt: string };
type QuestionJson = Omit<TaskQuestionRow, 'answeredAt' | 'createdAt'> & {
  answeredAt: string | null;
  createdAt: string;
};

/** A task page's data: the task, its questions, the people it names and the poster's record. */
export type TaskPageRows = {
  task: TaskWithCategory;
  questions: TaskQuestionRow[];
  people: Map<string, PersonRow>;
  posterStats: Map<string, PersonStats>;
};

const personJson = (u: string) =>
  sql.raw(
    `json_build_object('id', ${u}.id, 'fullName', ${u}.full_name, 'image', ${u}.image, 'createdAt', ${u}.created_at)`,
  );

/** The task page's statement, built once per database (builtOnce). */
const taskPageQuery = builtOnce((db) =>
  db
    .select({
      ...taskWithCategory,
      questions: sql<QuestionJson[]>`(select coalesce(json_agg(json_build_object(
          'id', q.id, 'taskId', q.task_id, 'askerId', q.asker_id, 'text', q.text, 'answer', q.answer,
          'answeredAt', q.answered_at, 'createdAt', q.created_at) order by q.created_at, q.id), '[]'::json)
        from ${taskQuestions} q where q.task_id = ${tasks.id})`,
      // `= any(array)`: an OR of the three would read every user instead of their primary keys.
      people: sql<PersonJson[]>`(select coalesce(json_agg(${personJson('u')}), '[]'::json) from ${users} u
        where u.id = any(array[${tasks.posterId}, ${tasks.assignedTaskerId}]
          || array(select q.asker_id from ${taskQuestions} q where q.task_id = ${tasks.id})))`,
      posterRating: sql<{ average: string | null; n: number }>`(select json_build_object(
          'average', round(avg(r.rating), 2), 'n', count(*)) from ${taskReviews} r
        where r.subject_id = ${tasks.posterId} and r.subject_role = 'poster' and not r.is_hidden)`,
      posterCompleted: sql<number>`(select count(*) from ${tasks} t
        where t.assigned_tasker_id = ${tasks.posterId} and t.status = 'Completed')`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(categories, eq(categories.id, tasks.categoryId))
    .where(plannedOnce(eq(tasks.id, sql.placeholder('id'))))
    .prepare('task_page'),
);

/**
 * Everything a task page shows, in one statement (a task page read from the database was five
 * statements in two round trips, and the micro-cache reads a busy page again every few seconds):
 * the task and its category, its questions in order, the poster, the tasker and the askers, and
 * the poster's record (findPersonStats as a poster). Undefined for an unknown id.
 */
export async function findTaskPage(db: Executor, id: string): Promise<TaskPageRows | undefined> {
  const [row] = await taskPageQuery(db).execute({ id });
  if (!row) return undefined;
  const people = new Map<string, PersonRow>(
    row.people.map((p) => [p.id, { ...p, createdAt: new Date(p.createdAt) }]),
  );
  const rated = row.posterRating.n > 0;
  return {
    task: flatten(row),
    questions: row.questions.map((q) => ({
      ...q,
      answeredAt: q.answeredAt === null ? null : new Date(q.answeredAt),
      createdAt: new Date(q.createdAt),
    })),
    people,
    posterStats: new Map([
      [
        row.task.posterId,
        {
          rating: rated ? Number(row.posterRating.average) : 0,
          reviewsCount: row.posterRating.n,
          completedCount: row.posterCompleted,
        },
      ],
    ]),
  };
}

/** The task row locked until the transaction ends. */
export async function lockTask(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function insertTask(db: Executor, values: NewTaskRow): Promise<void> {
  await db.insert(tasks).values(values);
}

/** Edits a task while it is Open, has no offers and is the poster's: false when it no longer is. */
export async function updateOpenTaskWithoutOffers(
  db: Executor,
  id: string,
  posterId: string,
  values: Partial<NewTaskRow>,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(tasks.id, id), eq(tasks.posterId, posterId), eq(tasks.status, 'Open'), eq(tasks.offersCount, 0)),
    )
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Counts one more offer on a task that is still Open (and locks it): false when it is not Open. */
export async function countOfferOnOpenTask(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ offersCount: sql`${tasks.offersCount} + 1` })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'Open'), eq(tasks.isHidden, false)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function uncountOffer(db: Executor, id: string): Promise<void> {
  await db
    .update(tasks)
    .set({ offersCount: sql`greatest(${tasks.offersCount} - 1, 0)` })
    .where(eq(tasks.id, id));
}

/** Sets `doneAt` on an Assigned task of this tasker that is not done yet: false otherwise. */
export async function markTaskDone(db: Executor, id: string, taskerId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ doneAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.status, 'Assigned'),
        eq(tasks.assignedTaskerId, taskerId),
        isNull(tasks.doneAt),
      ),
    )
    .returning();
  return row;
}

export async function setTaskHidden(db: Executor, id: string, isHidden: boolean): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ isHidden, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** The tasks /sitemap.xml lists: every one a visitor can open (not hidden, not cancelled), newest first. */
export async function listSitemapTasks(db: Executor, limit: number) {
  return db
    .select({ id: tasks.id, updatedAt: tasks.updatedAt })
    .from(tasks)
    .where(and(eq(tasks.isHidden, false), ne(tasks.status, 'Cancelled')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}
