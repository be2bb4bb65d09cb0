import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { taskOffers, taskQuestions, taskReviews, tasks } from '../../db/schema/tasks.ts';
import { threadParticipants, threads } from '../../db/schema/threads.ts';
import {
  assignedScenario,
  completedScenario,
  createPlaces,
  createTaskCategory,
  makeOffer,
  postTask,
  taskBody,
  taskRow,
  taskScenario,
} from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
  superAdmin = await createUser(t, { roles: ['User', 'Admin', 'SuperAdmin'] });
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, token: string, payload?: object) =>
  call(t, { method: 'PUT', url, token, ...(payload ? { payload } : {}) });
const post = (url: string, token: string, payload: object) =>
  call(t, { method: 'POST', url, token, payload });

async function offersOf(taskId: string) {
  return t.db.select().from(taskOffers).where(eq(taskOffers.taskId, taskId));
}
async function offerRow(id: string) {
  const [row] = await t.db.select().from(taskOffers).where(eq(taskOffers.id, id));
  return row!;
}
async function notesOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}
/** The task and its offers as stored, to compare before and after a refused move. */
async function snapshot(taskId: string) {
  const offers = (await offersOf(taskId)).sort((a, b) => a.id.localeCompare(b.id));
  return { task: await taskRow(t, taskId), offers };
}

describe('offers', () => {
  it('keeps the service charge of the moment on each offer when the setting changes', async () => {
    const s = await taskScenario(t);
    const set = (percent: number) =>
      put('/api/admin/site-setting/task-service-charge', superAdmin.token, { percent });
    expect((await set(10)).status).toBe(200);
    const first = await makeOffer(t, s.tasker, s.taskId, 100_005);
    expect((await set(20)).status).toBe(200);
    const second = await makeOffer(t, s.other, s.taskId, 100_000);

    expect((await offerRow(first)).serviceChargePercent).toBe(10);
    expect((await offerRow(second)).serviceChargePercent).toBe(20);
    const res = await call(t, { method: 'GET', url: `/api/task/${s.taskId}/offers`, token: s.poster.token });
    const byId = Object.fromEntries(res.body.docs.map((o: { _id: string }) => [o._id, o]));
    // 10% of Rs. 1,000.05 is 10,000.5 paisa: rounded down, the tasker keeps the half paisa.
    expect(byId[first]).toMatchObject({
      amount: 100_005,
      serviceChargePercent: 10,
      serviceCharge: 10_000,
      taskerReceives: 90_005,
    });
    expect(byId[second]).toMatchObject({
      amount: 100_000,
      serviceChargePercent: 20,
      serviceCharge: 20_000,
      taskerReceives: 80_000,
    });
    // The public read shows the new percent; a change of the old offer keeps its own.
    expect((await call(t, { method: 'GET', url: '/api/task/service-charge' })).body.data.percent).toBe(20);
    const changed = await put(`/api/task/offers/${first}`, s.tasker.token, {
      amount: 120_000,
      message: 'A bit more for the stairs.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      amount: 120_000,
      serviceChargePercent: 10,
      serviceCharge: 12_000,
    });
    expect((await set(10)).status).toBe(200);
  });

  it('refuses an offer on your own task, on a task that is not Open, and a second live one', async () => {
    const s = await taskScenario(t);
    const own = await post(`/api/task/${s.taskId}/offers`, s.poster.token, {
      amount: 100_000,
      message: 'My own task offer',
    });
    expect(own.status).toBe(403);

    await makeOffer(t, s.tasker, s.taskId);
    const twice = await post(`/api/task/${s.taskId}/offers`, s.tasker.token, {
      amount: 90_000,
      message: 'Cheaper this time!',
    });
    expect(twice.status).toBe(409);
    expect(await offersOf(s.taskId)).toHaveLength(1);
    expect((await taskRow(t, s.taskId)).offersCount).toBe(1);

    const assigned = await assignedScenario(t);
    const late = await post(`/api/task/${assigned.taskId}/offers`, s.other.token, {
      amount: 90_000,
      message: 'Still available?',
    });
    expect(late.status).toBe(409);
    expect((await offersOf(assigned.taskId)).map((o) => o.taskerId)).toEqual([assigned.tasker.row.id]);
    // The poster was told about the offer that landed, never about the refused ones.
    const posterNotes = await notesOf(s.poster.row.id);
    expect(posterNotes.filter((n) => n.title === 'New offer on your task')).toHaveLength(1);
    expect(posterNotes[0]?.metaData).toMatchObject({ route: '/user/task/posted?type=Open' });
  });

  it('lets two racing offers by the same tasker land only once', async () => {
    const s = await taskScenario(t);
    const body = { amount: 100_000, message: 'I can do it right away.' };
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/api/task/${s.taskId}/offers`, s.tasker.token, body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await offersOf(s.taskId)).toHaveLength(1);
    expect((await taskRow(t, s.taskId)).offersCount).toBe(1);
  });

  it('lets the tasker withdraw a Pending offer and offer again, never withdraw an accepted one', async () => {
    const s = await taskScenario(t);
    const offerId = await makeOffer(t, s.tasker, s.taskId);
    expect((await put(`/api/task/offers/${offerId}/withdraw`, s.other.token)).status).toBe(403);
    const withdrawn = await put(`/api/task/offers/${offerId}/withdraw`, s.tasker.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('Withdrawn');
    expect((await taskRow(t, s.taskId)).offersCount).toBe(0);
    expect((await put(`/api/task/offers/${offerId}/withdraw`, s.tasker.token)).status).toBe(409);
    expect(
      (
        await put(`/api/task/offers/${offerId}`, s.tasker.token, {
          amount: 100_000,
          message: 'Changed my mind.',
        })
      ).status,
    ).toBe(409);

    const waiting = await makeOffer(t, s.other, s.taskId, 140_000);
    const again = await makeOffer(t, s.tasker, s.taskId, 150_000);
    const latecomer = await createUser(t);
    const late = await makeOffer(t, latecomer, s.taskId, 130_000);
    expect((await put(`/api/task/offers/${late}/withdraw`, latecomer.token)).status).toBe(200);
    // The poster reads the offers still waiting first, then the withdrawn ones, newest first in each.
    const offersSeen = async () =>
      (
        await call(t, { method: 'GET', url: `/api/task/${s.taskId}/offers`, token: s.poster.token })
      ).body.docs.map((o: { _id: string; status: string }) => [o._id, o.status]);
    expect(await offersSeen()).toEqual([
      [again, 'Pending'],
      [waiting, 'Pending'],
      [late, 'Withdrawn'],
      [offerId, 'Withdrawn'],
    ]);
    expect((await put(`/api/task/offers/${again}/accept`, s.poster.token)).status).toBe(200);
    expect(await offersSeen()).toEqual([
      [again, 'Accepted'],
      [waiting, 'Rejected'],
      [late, 'Withdrawn'],
      [offerId, 'Withdrawn'],
    ]);
    const before = await snapshot(s.taskId);
    expect((await put(`/api/task/offers/${again}/withdraw`, s.tasker.token)).status).toBe(409);
    expect(await snapshot(s.taskId)).toEqual(before);
  });

  it('shows the poster every offer with the tasker record, and anyone else only their own', async () => {
    const s = await taskScenario(t);
    await makeOffer(t, s.tasker, s.taskId);
    await makeOffer(t, s.other, s.taskId);
    const poster = await call(t, {
      method: 'GET',
      url: `/api/task/${s.taskId}/offers`,
      token: s.poster.token,
    });
    expect(poster.body.docs).toHaveLength(2);
    expect(poster.body.docs[0].tasker).toMatchObject({ rating: 0, reviewsCount: 0, completedCount: 0 });
    const mine = await call(t, { method: 'GET', url: `/api/task/${s.taskId}/offers`, token: s.tasker.token });
    expect(mine.body.docs.map((o: { tasker: { _id: string } }) => o.tasker._id)).toEqual([s.tasker.row.id]);
  });
});

describe('accepting an offer', () => {
  it('assigns the task, accepts the offer, rejects the rest, opens the thread and tells everyone', async () => {
    const s = await taskScenario(t);
    const chosen = await makeOffer(t, s.tasker, s.taskId);
    const otherOffer = await makeOffer(t, s.other, s.taskId);
    const res = await put(`/api/task/offers/${chosen}/accept`, s.poster.token);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('Accepted');

    const task = await taskRow(t, s.taskId);
    expect(task).toMatchObject({
      status: 'Assigned',
      assignedTaskerId: s.tasker.row.id,
      acceptedOfferId: chosen,
    });
    expect((await offerRow(otherOffer)).status).toBe('Rejected');

    const [thread] = await t.db
      .select()
      .from(threads)
      .where(and(eq(threads.subjectKind, 'task'), eq(threads.subjectId, s.taskId)));
    expect(thread?.title).toBe(task.title);
    const participants = await t.db
      .select()
      .from(threadParticipants)
      .where(eq(threadParticipants.threadId, thread!.id));
    expect(participants.map((p) => [p.userId, p.route]).sort()).toEqual(
      [
        [s.poster.row.id, '/user/task/posted?type=Assigned'],
        [s.tasker.row.id, '/user/task/assigned'],
      ].sort(),
    );

    const [accepted] = (await notesOf(s.tasker.row.id)).filter((n) => n.title === 'Your offer was accepted');
    expect(accepted?.notificationType).toBe('task');
    expect(accepted?.metaData).toMatchObject({ route: '/user/task/assigned', taskId: s.taskId });
    const [rejected] = (await notesOf(s.other.row.id)).filter(
      (n) => n.title === 'Your offer was not accepted',
    );
    expect(rejected?.metaData).toMatchObject({ route: '/user/task/assigned' });
  });

  it('lets the poster and the tasker message each other after the accept; a message notifies the other at their list', async () => {
    const s = await assignedScenario(t);
    const found = await call(t, {
      method: 'GET',
      url: `/api/thread/subject/task/${s.taskId}`,
      token: s.poster.token,
    });
    expect(found.status).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: `/api/thread/subject/task/${s.taskId}`, token: s.other.token }))
        .status,
    ).toBe(404);
    const sent = await post(`/api/thread/${found.body.data._id}/messages`, s.poster.token, {
      body: 'The gate code is 1234.',
    });
    expect(sent.status).toBe(201);
    const [note] = (await notesOf(s.tasker.row.id)).filter((n) => n.title.startsWith('New message'));
    expect(note?.notificationType).toBe('task');
    expect(note?.metaData).toMatchObject({ route: '/user/task/assigned' });
  });

  it('lets exactly one of two racing accepts win; the other gets 409 and changes nothing', async () => {
    const s = await taskScenario(t);
    const third = await createUser(t);
    const offers = [
      await makeOffer(t, s.tasker, s.taskId),
      await makeOffer(t, s.other, s.taskId),
      await makeOffer(t, third, s.taskId),
    ];
    const results = await Promise.all(
      offers.map((id) => put(`/api/task/offers/${id}/accept`, s.poster.token)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = offers[results.findIndex((r) => r.status === 200)]!;

    const task = await taskRow(t, s.taskId);
    const stored = await offersOf(s.taskId);
    expect(task.acceptedOfferId).toBe(winner);
    expect(stored.filter((o) => o.status === 'Accepted').map((o) => o.id)).toEqual([winner]);
    expect(stored.filter((o) => o.status === 'Rejected')).toHaveLength(2);
    expect(await t.db.select().from(threads).where(eq(threads.subjectId, s.taskId))).toHaveLength(1);
  });

  it('lets the same offer accepted twice at once win once', async () => {
    const s = await taskScenario(t);
    const offerId = await makeOffer(t, s.tasker, s.taskId);
    const results = await Promise.all(
      [1, 2].map(() => put(`/api/task/offers/${offerId}/accept`, s.poster.token)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const accepted = (await notesOf(s.tasker.row.id)).filter((n) => n.title === 'Your offer was accepted');
    expect(accepted).toHaveLength(1);
  });

  it('settles an accept racing a withdraw of the same offer, and a new offer racing an accept', async () => {
    const s = await taskScenario(t);
    const offerId = await makeOffer(t, s.tasker, s.taskId);
    const [accept, withdraw, late] = await Promise.all([
      put(`/api/task/offers/${offerId}/accept`, s.poster.token),
      put(`/api/task/offers/${offerId}/withdraw`, s.tasker.token),
      post(`/api/task/${s.taskId}/offers`, s.other.token, {
        amount: 90_000,
        message: 'I am free right now.',
      }),
    ]);
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
    expect([201, 409]).toContain(late.status);
    const task = await taskRow(t, s.taskId);
    const offers = await offersOf(s.taskId);
    if (accept.status === 200) {
      expect(task.status).toBe('Assigned');
      expect((await offerRow(offerId)).status).toBe('Accepted');
      // No offer is left Pending on an assigned task, whichever way the late offer fell.
      expect(offers.filter((o) => o.status === 'Pending')).toEqual([]);
    } else {
      expect(task.status).toBe('Open');
      expect((await offerRow(offerId)).status).toBe('Withdrawn');
    }
    expect(task.offersCount).toBe(offers.filter((o) => o.status !== 'Withdrawn').length);
  });

  it('is only for the poster', async () => {
    const s = await taskScenario(t);
    const offerId = await makeOffer(t, s.tasker, s.taskId);
    const before = await snapshot(s.taskId);
    for (const who of [s.tasker, s.other, admin]) {
      expect((await put(`/api/task/offers/${offerId}/accept`, who.token)).status).toBe(403);
    }
    expect(await snapshot(s.taskId)).toEqual(before);
  });
});

describe('done, confirm, cancel', () => {
  it('only the assigned tasker marks done, once; only the poster confirms, after done', async () => {
    const s = await assignedScenario(t);
    let before = await snapshot(s.taskId);
    expect((await put(`/api/task/${s.taskId}/confirm`, s.poster.token)).status).toBe(409);
    for (const who of [s.poster, s.other]) {
      expect((await put(`/api/task/${s.taskId}/done`, who.token)).status).toBe(403);
    }
    expect(await snapshot(s.taskId)).toEqual(before);

    const done = await put(`/api/task/${s.taskId}/done`, s.tasker.token);
    expect(done.status).toBe(200);
    expect(done.body.data.doneAt).not.toBeNull();
    const [doneNote] = (await notesOf(s.poster.row.id)).filter((n) => n.title === 'Task marked done');
    expect(doneNote?.metaData).toMatchObject({ route: '/user/task/posted?type=Assigned' });
    before = await snapshot(s.taskId);
    expect((await put(`/api/task/${s.taskId}/done`, s.tasker.token)).status).toBe(409);
    expect((await put(`/api/task/${s.taskId}/confirm`, s.tasker.token)).status).toBe(403);
    expect((await put(`/api/task/${s.taskId}/confirm`, s.other.token)).status).toBe(403);
    expect(await snapshot(s.taskId)).toEqual(before);

    const confirmed = await put(`/api/task/${s.taskId}/confirm`, s.poster.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'Completed' });
    expect((await taskRow(t, s.taskId)).completedAt).not.toBeNull();
    const [completed] = (await notesOf(s.tasker.row.id)).filter((n) => n.title === 'Task completed');
    expect(completed?.metaData).toMatchObject({ route: '/user/task/assigned' });
  });

  it('answers 409 with nothing changed for each illegal move', async () => {
    const open = await taskScenario(t);
    const completed = await completedScenario(t);
    const cancelled = await taskScenario(t);
    expect(
      (await put(`/api/task/${cancelled.taskId}/cancel`, cancelled.poster.token, { reason: 'Not needed' }))
        .status,
    ).toBe(200);

    const cases: [string, string, TestUser, object?][] = [
      [open.taskId, 'confirm', open.poster],
      [completed.taskId, 'cancel', completed.poster, { reason: 'Too late now' }],
      [completed.taskId, 'confirm', completed.poster],
      [completed.taskId, 'done', completed.tasker],
      [cancelled.taskId, 'cancel', cancelled.poster, { reason: 'Cancel again' }],
      [cancelled.taskId, 'confirm', cancelled.poster],
    ];
    for (const [taskId, action, who, payload] of cases) {
      const before = await snapshot(taskId);
      const res = await put(`/api/task/${taskId}/${action}`, who.token, payload);
      expect({ action, status: res.status }).toEqual({ action, status: 409 });
      expect(await snapshot(taskId)).toEqual(before);
    }
    // An admin cannot cancel a Completed task either.
    const before = await snapshot(completed.taskId);
    expect(
      (await put(`/api/admin/task/tasks/${completed.taskId}/cancel`, admin.token, { reason: 'Not allowed' }))
        .status,
    ).toBe(409);
    expect(await snapshot(completed.taskId)).toEqual(before);
    // Accepting an offer of a task that is no longer Open.
    const unrelatedOffer = await makeOffer(t, completed.other, (await taskScenario(t)).taskId);
    const cancelledOffer = await makeOffer(t, open.other, open.taskId);
    expect(
      (await put(`/api/task/${open.taskId}/cancel`, open.poster.token, { reason: 'Found someone' })).status,
    ).toBe(200);
    const afterCancel = await snapshot(open.taskId);
    expect((await offerRow(cancelledOffer)).status).toBe('Rejected');
    expect((await put(`/api/task/offers/${cancelledOffer}/accept`, open.poster.token)).status).toBe(409);
    expect(await snapshot(open.taskId)).toEqual(afterCancel);
    expect((await offerRow(unrelatedOffer)).status).toBe('Pending');
  });

  it('lets only the poster cancel, with a reason the tasker is told; pending offers close', async () => {
    const s = await assignedScenario(t);
    expect((await put(`/api/task/${s.taskId}/cancel`, s.tasker.token, { reason: 'I cannot' })).status).toBe(
      403,
    );
    expect((await put(`/api/task/${s.taskId}/cancel`, s.other.token, { reason: 'Spam task' })).status).toBe(
      403,
    );
    expect((await taskRow(t, s.taskId)).status).toBe('Assigned');
    const res = await put(`/api/task/${s.taskId}/cancel`, s.poster.token, { reason: 'Moved house' });
    expect(res.status).toBe(200);
    expect(await taskRow(t, s.taskId)).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Moved house',
      cancelledBy: 'Poster',
    });
    const [note] = (await notesOf(s.tasker.row.id)).filter((n) => n.title === 'Task cancelled');
    expect(note?.message).toContain('Moved house');
    expect(note?.metaData).toMatchObject({ route: '/user/task/assigned' });
  });

  it('lets an admin cancel any time before Completed; the poster and the tasker are told', async () => {
    const s = await assignedScenario(t);
    const res = await put(`/api/admin/task/tasks/${s.taskId}/cancel`, admin.token, {
      reason: 'Against the rules',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'Against the rules' });
    const [posterNote] = (await notesOf(s.poster.row.id)).filter((n) => n.title === 'Task cancelled');
    expect(posterNote?.metaData).toMatchObject({ route: '/user/task/posted?type=Cancelled' });
    expect((await notesOf(s.tasker.row.id)).some((n) => n.title === 'Task cancelled')).toBe(true);
  });
});

describe('editing', () => {
  it('lets the poster edit while Open without offers; 409 once an offer came', async () => {
    const s = await taskScenario(t);
    const body = taskBody(s.category.id, s.places.village, {
      title: 'Assemble two wardrobes please',
      budget: 300_000,
    });
    expect((await put(`/api/task/${s.taskId}`, s.other.token, body)).status).toBe(403);
    const res = await put(`/api/task/${s.taskId}`, s.poster.token, body);
    expect(res.status).toBe(200);
    expect(await taskRow(t, s.taskId)).toMatchObject({
      title: 'Assemble two wardrobes please',
      budget: 300_000,
      placeId: s.places.village,
    });

    await makeOffer(t, s.tasker, s.taskId);
    const before = await snapshot(s.taskId);
    expect((await put(`/api/task/${s.taskId}`, s.poster.token, { ...body, budget: 1_000_000 })).status).toBe(
      409,
    );
    expect(await snapshot(s.taskId)).toEqual(before);
  });
});

describe('questions', () => {
  it('anyone but the poster asks while Open; the poster answers once; both are told', async () => {
    const s = await taskScenario(t);
    expect(
      (await post(`/api/task/${s.taskId}/questions`, s.poster.token, { text: 'Asking myself?' })).status,
    ).toBe(403);
    const asked = await post(`/api/task/${s.taskId}/questions`, s.other.token, {
      text: 'Is parking available?',
    });
    expect(asked.status).toBe(201);
    const questionId = asked.body.data._id;
    expect(
      (await put(`/api/task/questions/${questionId}/answer`, s.other.token, { answer: 'Yes' })).status,
    ).toBe(403);
    const answered = await put(`/api/task/questions/${questionId}/answer`, s.poster.token, {
      answer: 'Yes, in the yard.',
    });
    expect(answered.status).toBe(200);
    expect(
      (await put(`/api/task/questions/${questionId}/answer`, s.poster.token, { answer: 'Changed' })).status,
    ).toBe(409);
    const [row] = await t.db.select().from(taskQuestions).where(eq(taskQuestions.id, questionId));
    expect(row?.answer).toBe('Yes, in the yard.');

    const page = await call(t, { method: 'GET', url: `/api/task/${s.taskId}` });
    expect(page.body.data.questions).toMatchObject([
      {
        text: 'Is parking available?',
        answer: 'Yes, in the yard.',
        asker: { _id: s.other.row.id, fullName: s.other.row.fullName },
      },
    ]);
    expect(new Date(page.body.data.questions[0].answeredAt).getTime()).toBe(row?.answeredAt?.getTime());
    expect((await notesOf(s.poster.row.id)).some((n) => n.title === 'New question on your task')).toBe(true);
    expect((await notesOf(s.other.row.id)).some((n) => n.title === 'Your question was answered')).toBe(true);
  });
});

describe('reviews', () => {
  it('only the two people review, only after Completed, once each; the subject replies once', async () => {
    const s = await assignedScenario(t);
    const review = { rating: 5, comment: 'Quick and tidy work.' };
    expect((await post(`/api/task/${s.taskId}/reviews`, s.poster.token, review)).status).toBe(409);
    await put(`/api/task/${s.taskId}/done`, s.tasker.token);
    await put(`/api/task/${s.taskId}/confirm`, s.poster.token);

    expect((await post(`/api/task/${s.taskId}/reviews`, s.other.token, review)).status).toBe(403);
    const byPoster = await post(`/api/task/${s.taskId}/reviews`, s.poster.token, review);
    expect(byPoster.status).toBe(201);
    expect(byPoster.body.data).toMatchObject({
      subjectRole: 'tasker',
      subject: { _id: s.tasker.row.id },
      rating: 5,
    });
    expect(
      (await post(`/api/task/${s.taskId}/reviews`, s.poster.token, { rating: 1, comment: 'Again?' })).status,
    ).toBe(409);
    const byTasker = await post(`/api/task/${s.taskId}/reviews`, s.tasker.token, {
      rating: 4,
      comment: 'Clear instructions.',
    });
    expect(byTasker.status).toBe(201);
    expect(await t.db.select().from(taskReviews).where(eq(taskReviews.taskId, s.taskId))).toHaveLength(2);

    const [received] = (await notesOf(s.tasker.row.id)).filter((n) => n.title === 'New review');
    expect(received?.metaData).toMatchObject({ route: '/user/task/reviews-for-me' });

    const reviewId = byPoster.body.data._id;
    expect(
      (await put(`/api/task/reviews/${reviewId}/reply`, s.poster.token, { reply: 'Me again' })).status,
    ).toBe(403);
    expect(
      (await put(`/api/task/reviews/${reviewId}/reply`, s.tasker.token, { reply: 'Thank you!' })).status,
    ).toBe(200);
    expect(
      (await put(`/api/task/reviews/${reviewId}/reply`, s.tasker.token, { reply: 'Once more' })).status,
    ).toBe(409);

    const forMe = await call(t, {
      method: 'GET',
      url: '/api/task/user/reviews-for-me',
      token: s.tasker.token,
    });
    expect(forMe.body.docs).toMatchObject([
      { _id: reviewId, reply: 'Thank you!', author: { _id: s.poster.row.id } },
    ]);
    const byMe = await call(t, { method: 'GET', url: '/api/task/user/reviews-by-me', token: s.tasker.token });
    expect(byMe.body.docs).toMatchObject([{ subject: { _id: s.poster.row.id }, rating: 4 }]);

    // The tasker page and the offers show the rating and the completed task.
    const page = await call(t, { method: 'GET', url: `/api/task/tasker/${s.tasker.row.id}` });
    expect(page.body.data).toMatchObject({ rating: 5, reviewsCount: 1, completedCount: 1 });
    expect(page.body.reviews.docs).toHaveLength(1);
    const taskPage = await call(t, { method: 'GET', url: `/api/task/${s.taskId}` });
    expect(taskPage.body.data.poster).toMatchObject({ rating: 4, reviewsCount: 1, completedCount: 0 });
    expect(taskPage.body.data.assignedTasker).toMatchObject({
      _id: s.tasker.row.id,
      fullName: s.tasker.row.fullName,
    });

    // Hidden by an admin: out of the rating and the public page.
    expect(
      (await put(`/api/admin/task/reviews/${reviewId}/hidden`, admin.token, { hidden: true })).status,
    ).toBe(200);
    const after = await call(t, { method: 'GET', url: `/api/task/tasker/${s.tasker.row.id}` });
    expect(after.body.data).toMatchObject({ rating: 0, reviewsCount: 0, completedCount: 1 });
    expect(after.body.reviews.docs).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field and changes nothing', async () => {
    const s = await taskScenario(t);
    const count = async () =>
      (await t.db.select().from(tasks).where(eq(tasks.posterId, s.poster.row.id))).length;
    const cases: [string, 'POST' | 'PUT', object, string][] = [
      ['/api/task', 'POST', taskBody(s.category.id, s.places.town, { title: 'short' }), 'title'],
      ['/api/task', 'POST', taskBody(s.category.id, s.places.town, { budget: 0 }), 'budget'],
      ['/api/task', 'POST', taskBody(s.category.id, s.places.town, { whenDate: '2020-01-01' }), 'whenDate'],
      ['/api/task', 'POST', taskBody(s.category.id, s.places.town, { placeId: null }), 'placeId'],
      [
        '/api/task',
        'POST',
        taskBody(s.category.id, s.places.town, { images: ['uploads/none.webp'] }),
        'images.0',
      ],
      ['/api/task', 'POST', taskBody(s.places.town, s.places.town), 'categoryId'],
      ['/api/task', 'POST', taskBody(s.category.id, s.category.id), 'placeId'],
      [`/api/task/${s.taskId}/offers`, 'POST', { amount: 'lots', message: 'I can do it today.' }, 'amount'],
      [`/api/task/${s.taskId}/offers`, 'POST', { amount: 100_000, message: 'hi' }, 'message'],
      [`/api/task/${s.taskId}/cancel`, 'PUT', {}, 'reason'],
      [`/api/task/${s.taskId}/questions`, 'POST', { text: '' }, 'text'],
      [`/api/task/${s.taskId}/reviews`, 'POST', { rating: 6, comment: 'Great' }, 'rating'],
      ['/api/task/user/tasker-profile', 'PUT', { categoryIds: [s.places.town] }, 'categoryIds'],
      ['/api/admin/site-setting/task-service-charge', 'PUT', { percent: 51 }, 'percent'],
    ];
    const before = await snapshot(s.taskId);
    const tasksBefore = await count();
    for (const [url, method, payload, field] of cases) {
      const token = url.includes('/admin/')
        ? superAdmin.token
        : url.includes('/reviews') || url.includes('/questions') || url.includes('/offers')
          ? s.tasker.token
          : s.poster.token;
      const res = await call(t, { method, url, token, payload });
      expect({ url, field, status: res.status }).toEqual({ url, field, status: 400 });
      expect(JSON.stringify(res.body.errors ?? [])).toContain(`"path":"${field}"`);
    }
    expect(await count()).toBe(tasksBefore);
    expect(await snapshot(s.taskId)).toEqual(before);
  });
});

describe('my lists', () => {
  it('lists the poster’s tasks by state with counts, and the tasker’s tasks and offers', async () => {
    const poster = await createUser(t);
    const tasker = await createUser(t);
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const openId = await postTask(
      t,
      poster,
      taskBody(category.id, places.town, { title: 'Open task for the list' }),
    );
    const assignedId = await postTask(
      t,
      poster,
      taskBody(category.id, places.town, { title: 'Assigned task for the list' }),
    );
    await makeOffer(t, tasker, openId);
    const accepted = await makeOffer(t, tasker, assignedId);
    await put(`/api/task/offers/${accepted}/accept`, poster.token);

    const open = await call(t, {
      method: 'GET',
      url: '/api/task/user/posted?type=Open',
      token: poster.token,
    });
    expect(open.body.counts).toEqual({ Open: 1, Assigned: 1, Completed: 0, Cancelled: 0 });
    expect(open.body.docs).toMatchObject([{ _id: openId, pendingOffersCount: 1, assignedTasker: null }]);
    const assigned = await call(t, {
      method: 'GET',
      url: '/api/task/user/posted?type=Assigned',
      token: poster.token,
    });
    expect(assigned.body.docs).toMatchObject([{ _id: assignedId, assignedTasker: { _id: tasker.row.id } }]);

    const doing = await call(t, { method: 'GET', url: '/api/task/user/assigned', token: tasker.token });
    expect(doing.body.counts).toEqual({ Assigned: 1, Completed: 0, Cancelled: 0, Offers: 1 });
    expect(doing.body.docs).toMatchObject([
      { task: { _id: assignedId, status: 'Assigned' }, offer: { status: 'Accepted' } },
    ]);
    const offers = await call(t, {
      method: 'GET',
      url: '/api/task/user/assigned?type=Offers',
      token: tasker.token,
    });
    expect(offers.body.docs).toMatchObject([{ task: { _id: openId }, offer: { status: 'Pending' } }]);
    expect(
      (await call(t, { method: 'GET', url: '/api/task/user/posted?type=Done', token: poster.token })).status,
    ).toBe(400);
  });

  it('tells the reader what they are on a task and shows the street only to the two people', async () => {
    const s = await assignedScenario(t);
    const me = (who: TestUser) =>
      call(t, { method: 'GET', url: `/api/task/${s.taskId}/me`, token: who.token });
    expect((await me(s.poster)).body.data).toMatchObject({
      role: 'poster',
      street: 'Behind the temple',
      canCancel: true,
      canConfirm: false,
    });
    expect((await me(s.tasker)).body.data).toMatchObject({
      role: 'tasker',
      street: 'Behind the temple',
      canMarkDone: true,
      myOffer: { status: 'Accepted' },
    });
    expect((await me(s.other)).body.data).toMatchObject({
      role: 'other',
      street: null,
      canOffer: false,
      canAsk: false,
    });
    const page = await call(t, { method: 'GET', url: `/api/task/${s.taskId}` });
    expect(JSON.stringify(page.body)).not.toContain('Behind the temple');
  });
});
