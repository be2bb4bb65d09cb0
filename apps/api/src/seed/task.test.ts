import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { TASK_STATUSES, type TTaskStatus } from '@bazaar/shared/task';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import { notifications } from '../db/schema/notifications.ts';
import { categories } from '../db/schema/shop.ts';
import { taskOffers, taskQuestions, taskReviews, tasks } from '../db/schema/tasks.ts';
import { threadMessages, threadParticipants, threads } from '../db/schema/threads.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_USER_EMAIL } from './buyers.ts';
import { TASK_CATEGORIES, TASKER_PROFILES } from './data/task-demo.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { seedOrderData } from './orders.ts';
import { seedShopData } from './shop.ts';
import { seedTaskData, type TaskSeedResult } from './task.ts';

let t: TestApp;
let uploadsDir: string;
let first: TaskSeedResult;
let userId: string;
let token: string;

beforeAll(async () => {
  t = await buildIsolatedTestApp();
  uploadsDir = join(t.config.dataDir, 'uploads');
  await seedDemoData(t.db);
  await seedShopData(t.db, { uploadsDir });
  await seedOrderData(t.db);
  first = await seedTaskData(t.db, { uploadsDir });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  userId = user!.id;
  const login = await call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_USER_EMAIL, password: DEMO_PASSWORD },
  });
  token = login.body.accessToken;
});
afterAll(async () => {
  await t.close();
});

/** The seeded tasks: those in the demo task categories. */
async function seededTasks() {
  const ids = t.db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.section, 'task'),
        inArray(
          categories.slug,
          TASK_CATEGORIES.map((c) => c.slug),
        ),
      ),
    );
  return t.db.select().from(tasks).where(inArray(tasks.categoryId, ids));
}

// Seeds fill a fresh database once; on a shared PostgreSQL test database other files seed too.
describe.skipIf(isPostgres)('seedTaskData', () => {
  it('seeds ten categories with icons, sixty tasks and their photos once: a second run adds nothing', async () => {
    expect(first).toMatchObject({ categories: 10, tasks: 60, profiles: TASKER_PROFILES.length, images: 30 });
    expect(first.offers).toBeGreaterThan(60);
    expect(first.questions).toBeGreaterThan(20);
    expect(first.reviews).toBeGreaterThan(20);
    expect(first.messages).toBeGreaterThan(first.threads * 2);
    expect((await readdir(join(uploadsDir, 'tasks'))).length).toBe(30);

    const again = await seedTaskData(t.db, { uploadsDir });
    expect(again).toEqual({
      categories: 0,
      images: 0,
      profiles: 0,
      tasks: 0,
      offers: 0,
      questions: 0,
      reviews: 0,
      threads: 0,
      messages: 0,
      notifications: 0,
    });
    expect(await seededTasks()).toHaveLength(60);
  });

  it('spreads the tasks over every category, every state, several places and some remote ones', async () => {
    const rows = await seededTasks();
    expect(new Set(rows.map((r) => r.categoryId)).size).toBe(10);
    const byStatus = Object.fromEntries(
      TASK_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
    ) as Record<TTaskStatus, number>;
    // What docs/demo-data.md "Task" says about the demo tasks.
    expect(byStatus).toEqual({ Open: 31, Assigned: 10, Completed: 15, Cancelled: 4 });
    expect(rows.filter((r) => r.status === 'Assigned' && r.doneAt)).toHaveLength(4);
    expect(rows.filter((r) => r.isRemote && r.placeId === null)).toHaveLength(6);
    expect(new Set(rows.map((r) => r.placeId).filter(Boolean)).size).toBe(14);
    expect(rows.filter((r) => r.images.length > 0)).toHaveLength(20);
    // A place's path runs from it up to its State, as the API stores it.
    for (const r of rows.filter((row) => row.placeId)) expect(r.placePath[0]).toBe(r.placeId);
    expect(rows.some((r) => r.status === 'Assigned' && r.doneAt)).toBe(true);
    expect(rows.some((r) => r.status === 'Assigned' && !r.doneAt)).toBe(true);
    expect(new Set(rows.filter((r) => r.status === 'Cancelled').map((r) => r.cancelledBy))).toEqual(
      new Set(['Poster', 'Admin']),
    );
  });

  it('keeps every task consistent with its offers, questions, reviews and thread, as the rules leave them', async () => {
    const rows = await seededTasks();
    const offers = await t.db
      .select()
      .from(taskOffers)
      .where(
        inArray(
          taskOffers.taskId,
          rows.map((r) => r.id),
        ),
      );
    const reviews = await t.db
      .select()
      .from(taskReviews)
      .where(
        inArray(
          taskReviews.taskId,
          rows.map((r) => r.id),
        ),
      );
    for (const task of rows) {
      const mine = offers.filter((o) => o.taskId === task.id);
      expect(task.offersCount).toBe(mine.filter((o) => o.status !== 'Withdrawn').length);
      expect(mine.some((o) => o.taskerId === task.posterId)).toBe(false);
      const accepted = mine.filter((o) => o.status === 'Accepted');
      if (task.status === 'Open') {
        expect(accepted).toHaveLength(0);
        expect(mine.every((o) => o.status === 'Pending' || o.status === 'Withdrawn')).toBe(true);
      } else if (task.assignedTaskerId) {
        expect(accepted.map((o) => [o.id, o.taskerId])).toEqual([
          [task.acceptedOfferId, task.assignedTaskerId],
        ]);
        expect(mine.filter((o) => o.status === 'Pending')).toHaveLength(0);
      }
      const about = reviews.filter((r) => r.taskId === task.id);
      if (task.status !== 'Completed') expect(about).toHaveLength(0);
      for (const review of about) {
        expect([task.posterId, task.assignedTaskerId]).toContain(review.authorId);
        expect(review.subjectId).toBe(
          review.authorId === task.posterId ? task.assignedTaskerId : task.posterId,
        );
        expect(review.createdAt.getTime()).toBeGreaterThan(task.completedAt!.getTime());
      }
      expect(task.createdAt.getTime()).toBeLessThan(Date.now());
    }
    // Everyone's questions are by someone other than the poster.
    const questions = await t.db
      .select({ askerId: taskQuestions.askerId, posterId: tasks.posterId })
      .from(taskQuestions)
      .innerJoin(tasks, eq(tasks.id, taskQuestions.taskId));
    expect(questions.every((q) => q.askerId !== q.posterId)).toBe(true);

    // A thread per assigned task, between its poster and its tasker, with their messages.
    const assigned = rows.filter((r) => r.assignedTaskerId);
    const seededThreads = await t.db
      .select()
      .from(threads)
      .where(
        inArray(
          threads.subjectId,
          assigned.map((r) => r.id),
        ),
      );
    expect(seededThreads).toHaveLength(assigned.length);
    for (const thread of seededThreads) {
      const task = assigned.find((r) => r.id === thread.subjectId)!;
      const people = await t.db
        .select({ userId: threadParticipants.userId })
        .from(threadParticipants)
        .where(eq(threadParticipants.threadId, thread.id));
      expect(people.map((p) => p.userId).sort()).toEqual([task.posterId, task.assignedTaskerId].sort());
      const messages = await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, thread.id));
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(
        messages.every((m) => m.senderId === task.posterId || m.senderId === task.assignedTaskerId),
      ).toBe(true);
      expect(thread.updatedAt.getTime()).toBe(Math.max(...messages.map((m) => m.createdAt.getTime())));
    }
  });

  it('gives the demo user posted tasks in every state and tasks to do, as their lists show them', async () => {
    const posted = await call(t, { method: 'GET', url: '/api/task/user/posted?type=Open', token });
    expect(posted.status).toBe(200);
    for (const status of TASK_STATUSES) expect(posted.body.counts[status]).toBeGreaterThanOrEqual(1);
    expect(posted.body.docs.some((d: { pendingOffersCount: number }) => d.pendingOffersCount >= 2)).toBe(
      true,
    );
    expect(posted.body.docs.some((d: { offersCount: number }) => d.offersCount === 0)).toBe(true);
    const waiting = await call(t, { method: 'GET', url: '/api/task/user/posted?type=Assigned', token });
    expect(waiting.body.docs.some((d: { doneAt: string | null }) => d.doneAt)).toBe(true);
    const completed = await call(t, { method: 'GET', url: '/api/task/user/posted?type=Completed', token });
    expect(completed.body.docs.some((d: { canReview: boolean }) => d.canReview)).toBe(true);

    const doing = await call(t, { method: 'GET', url: '/api/task/user/assigned?type=Assigned', token });
    expect(doing.status).toBe(200);
    expect(doing.body.counts.Assigned).toBeGreaterThanOrEqual(2);
    expect(doing.body.counts.Completed).toBeGreaterThanOrEqual(2);
    expect(doing.body.counts.Offers).toBeGreaterThanOrEqual(2);
    const [rejected] = await t.db
      .select({ n: count() })
      .from(taskOffers)
      .where(and(eq(taskOffers.taskerId, userId), eq(taskOffers.status, 'Rejected')));
    expect(rejected?.n).toBeGreaterThanOrEqual(1);

    const forMe = await call(t, { method: 'GET', url: '/api/task/user/reviews-for-me', token });
    expect(forMe.body.docs.length).toBeGreaterThanOrEqual(3);
    const profile = await call(t, { method: 'GET', url: '/api/task/user/tasker-profile', token });
    expect(profile.body.data).toMatchObject({ bio: expect.stringContaining('handyperson') });
    expect(profile.body.data.categoryIds).toHaveLength(2);

    // What each step told them, leading to the list it concerns; the last two days' still unseen.
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'task')));
    const routes = new Set(bell.map((n) => n.metaData.route));
    for (const route of [
      '/user/task/posted?type=Open',
      '/user/task/posted?type=Assigned',
      '/user/task/assigned',
      '/user/task/reviews-for-me',
    ]) {
      expect(routes).toContain(route);
    }
    expect(bell.some((n) => n.title === 'New offer on your task' && !n.isSeen)).toBe(true);
    expect(bell.some((n) => n.title.startsWith('New message from') && !n.isSeen)).toBe(true);
    expect(bell.filter((n) => n.isSeen).length).toBeGreaterThan(5);

    const mine = await call(t, { method: 'GET', url: '/api/thread/mine', token });
    expect(mine.status).toBe(200);
    expect(mine.body.docs.length).toBeGreaterThanOrEqual(6);
    expect(mine.body.unreadTotal).toBeGreaterThanOrEqual(2);
  });

  it('shows on the public pages: categories with open counts, the list, a task page, a search with a typo, a tasker', async () => {
    const cats = await call(t, { method: 'GET', url: '/api/task/categories' });
    expect(cats.status).toBe(200);
    const seededCats = cats.body.data.filter((c: { slug: string }) =>
      TASK_CATEGORIES.some((s) => s.slug === c.slug),
    );
    expect(seededCats).toHaveLength(10);
    expect(
      seededCats.every(
        (c: { image: string | null; openTaskCount: number }) => c.image && c.openTaskCount >= 2,
      ),
    ).toBe(true);

    const list = await call(t, { method: 'GET', url: '/api/task/list?limit=50' });
    expect(list.status).toBe(200);
    expect(list.body.docs[0].status).toBe('Open');
    expect(list.body.docs.some((d: { image: string | null }) => d.image?.endsWith('.webp'))).toBe(true);

    const rows = await seededTasks();
    const withQuestions = rows.find((r) => r.status === 'Completed' && r.images.length > 0)!;
    const page = await call(t, { method: 'GET', url: `/api/task/${withQuestions.id}` });
    expect(page.status).toBe(200);
    expect(page.body.data.poster.rating).toBeGreaterThan(0);

    const search = await call(t, { method: 'GET', url: '/api/task/list?search=leakign' });
    expect(search.status).toBe(200);
    expect(search.body.didYouMean).toBe('leaking');
    expect(search.body.docs.map((d: { title: string }) => d.title)).toContain('Fix a leaking kitchen sink');

    const tasker = rows.find((r) => r.status === 'Completed')!.assignedTaskerId!;
    const taskerPage = await call(t, { method: 'GET', url: `/api/task/tasker/${tasker}` });
    expect(taskerPage.status).toBe(200);
    expect(taskerPage.body.data.completedCount).toBeGreaterThanOrEqual(1);
    expect(taskerPage.body.data.bio).not.toBe('');
  });

  it('leaves nothing hidden and nothing in a state the flows cannot reach', async () => {
    const rows = await seededTasks();
    expect(rows.every((r) => !r.isHidden)).toBe(true);
    const [stray] = await t.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.status, 'Completed'), ne(tasks.offersCount, 0), eq(tasks.isHidden, true)));
    expect(stray?.n).toBe(0);
    for (const r of rows.filter((row) => row.status === 'Completed')) {
      expect(r.doneAt!.getTime()).toBeLessThanOrEqual(r.completedAt!.getTime());
    }
  });
});
