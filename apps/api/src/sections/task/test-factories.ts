import { randomUUID } from 'node:crypto';
import type { TTaskRequest } from '@bazaar/shared/task';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { categories } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { newId } from '../../lib/ids.ts';
import { createPlaces, dayFromToday } from '../../platform/address/test-factories.ts';

/** A task category (section task), active unless told. */
export async function createTaskCategory(t: TestApp, name = `Cleaning ${randomUUID().slice(0, 6)}`) {
  const id = newId();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await t.db.insert(categories).values({ id, section: 'task', name, slug });
  return { id, name, slug };
}

export { createPlaces, dayFromToday };

export function taskBody(
  categoryId: string,
  placeId: string,
  overrides: Partial<TTaskRequest> = {},
): TTaskRequest {
  return {
    title: 'Assemble a flat-pack wardrobe',
    categoryId,
    description: 'Two-door wardrobe from the shop, every part and the tools are here.',
    isRemote: false,
    placeId,
    street: 'Behind the temple',
    whenKind: 'before',
    whenDate: dayFromToday(7),
    budget: 250_000,
    ...overrides,
  };
}

/** Posts a task through the API and answers its id. */
export async function postTask(t: TestApp, poster: TestUser, body: TTaskRequest): Promise<string> {
  const res = await call(t, { method: 'POST', url: '/api/task', token: poster.token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** Makes an offer through the API and answers its id. */
export async function makeOffer(
  t: TestApp,
  tasker: TestUser,
  taskId: string,
  amount = 200_000,
): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: `/api/task/${taskId}/offers`,
    token: tasker.token,
    payload: { amount, message: 'I can do this tomorrow morning.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** A poster, a category, places, an Open task and a few other users. */
export async function taskScenario(t: TestApp) {
  const [poster, tasker, other] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  const category = await createTaskCategory(t);
  const places = await createPlaces(t);
  const taskId = await postTask(t, poster, taskBody(category.id, places.town));
  return { poster, tasker, other, category, places, taskId };
}

/** An Assigned task: `tasker`'s offer accepted. */
export async function assignedScenario(t: TestApp) {
  const s = await taskScenario(t);
  const offerId = await makeOffer(t, s.tasker, s.taskId);
  const res = await call(t, {
    method: 'PUT',
    url: `/api/task/offers/${offerId}/accept`,
    token: s.poster.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...s, offerId };
}

/** A Completed task: marked done by the tasker, confirmed by the poster. */
export async function completedScenario(t: TestApp) {
  const s = await assignedScenario(t);
  expect(
    (await call(t, { method: 'PUT', url: `/api/task/${s.taskId}/done`, token: s.tasker.token })).status,
  ).toBe(200);
  expect(
    (await call(t, { method: 'PUT', url: `/api/task/${s.taskId}/confirm`, token: s.poster.token })).status,
  ).toBe(200);
  return s;
}

export async function taskRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
  return row!;
}
