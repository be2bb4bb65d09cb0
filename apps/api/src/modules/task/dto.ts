import {
  type TTaskCard,
  type TTaskDetail,
  type TTaskOffer,
  type TTaskPerson,
  type TTaskPersonWithRating,
  type TTaskPlace,
  type TTaskQuestion,
  type TTaskReview,
  type TTaskReviewRole,
  taskServiceChargeOf,
} from '@bazaar/shared/task';
import type { Executor } from '../../db/client.ts';
import type { TaskOfferRow, TaskQuestionRow, TaskRow } from '../../db/schema/tasks.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import * as places from '../address/places.ts';
import * as repo from './repo.ts';

/** What turning rows into answers needs. */
export type DtoDeps = { db: Executor } & Pick<AppDeps, 'imageBaseUrl'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPerson(deps: DtoDeps, people: Map<string, repo.PersonRow>, id: string): TTaskPerson {
  const p = people.get(id);
  return {
    _id: id,
    fullName: p?.fullName ?? 'Former user',
    image: toImageUrl(p?.image ?? null, deps.imageBaseUrl),
  };
}

/** People as cards with their record in `role`. */
export async function loadPeopleWithRating(
  deps: DtoDeps,
  ids: string[],
  role: TTaskReviewRole,
): Promise<Map<string, TTaskPersonWithRating>> {
  const [people, stats] = await Promise.all([
    repo.findPeople(deps.db, ids),
    repo.findPersonStats(deps.db, ids, role),
  ]);
  const out = new Map<string, TTaskPersonWithRating>();
  for (const id of new Set(ids)) {
    const s = stats.get(id) ?? { rating: 0, reviewsCount: 0, completedCount: 0 };
    out.set(id, {
      ...toPerson(deps, people, id),
      ...s,
      memberSince: (people.get(id)?.createdAt ?? new Date(0)).toISOString(),
    });
  }
  return out;
}

/** Each place's label from the place paths of the rows (`modules/address/places.ts`). */
export function loadPlaces(deps: DtoDeps, paths: { placeId: string | null; placePath: string[] }[]) {
  return places.loadPlaces(deps.db, paths);
}

/** The place of a node by id (a tasker's service area). */
export function loadPlace(deps: DtoDeps, placeId: string | null): Promise<TTaskPlace | null> {
  return places.loadPlace(deps.db, placeId);
}

function cardOf(
  deps: DtoDeps,
  row: repo.TaskWithCategory,
  people: Map<string, repo.PersonRow>,
  places: Map<string, TTaskPlace>,
): TTaskCard {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    budget: row.budget,
    isRemote: row.isRemote,
    place: row.placeId ? (places.get(row.placeId) ?? null) : null,
    when: { kind: row.whenKind, date: row.whenDate },
    image: toImageUrl(row.images[0] ?? null, deps.imageBaseUrl),
    offersCount: row.offersCount,
    poster: toPerson(deps, people, row.posterId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Task cards, and the people they name (poster, assigned tasker) for callers that add more. */
export async function toTaskCards(
  deps: DtoDeps,
  rows: repo.TaskWithCategory[],
): Promise<{ cards: TTaskCard[]; people: Map<string, repo.PersonRow> }> {
  const ids = rows.flatMap((r) => (r.assignedTaskerId ? [r.posterId, r.assignedTaskerId] : [r.posterId]));
  const [people, places] = await Promise.all([repo.findPeople(deps.db, ids), loadPlaces(deps, rows)]);
  return { cards: rows.map((r) => cardOf(deps, r, people, places)), people };
}

export function personOrNull(deps: DtoDeps, people: Map<string, repo.PersonRow>, id: string | null) {
  return id ? toPerson(deps, people, id) : null;
}

export function questionOf(
  deps: DtoDeps,
  row: TaskQuestionRow,
  people: Map<string, repo.PersonRow>,
): TTaskQuestion {
  return {
    _id: row.id,
    taskId: row.taskId,
    asker: toPerson(deps, people, row.askerId),
    text: row.text,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function toQuestion(deps: DtoDeps, row: TaskQuestionRow): Promise<TTaskQuestion> {
  return questionOf(deps, row, await repo.findPeople(deps.db, [row.askerId]));
}

/** A task page: everything public. */
export async function toTaskDetail(deps: DtoDeps, row: repo.TaskWithCategory): Promise<TTaskDetail> {
  const questions = await repo.listQuestions(deps.db, row.id);
  const ids = [
    row.posterId,
    ...(row.assignedTaskerId ? [row.assignedTaskerId] : []),
    ...questions.map((q) => q.askerId),
  ];
  const [people, places, posters] = await Promise.all([
    repo.findPeople(deps.db, ids),
    loadPlaces(deps, [row]),
    loadPeopleWithRating(deps, [row.posterId], 'poster'),
  ]);
  return {
    ...cardOf(deps, row, people, places),
    description: row.description,
    images: row.images.map((i) => toImageUrl(i, deps.imageBaseUrl)).filter((u): u is string => !!u),
    poster: posters.get(row.posterId) as TTaskPersonWithRating,
    assignedTasker: personOrNull(deps, people, row.assignedTaskerId),
    doneAt: iso(row.doneAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    questions: questions.map((q) => questionOf(deps, q, people)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Offers with each tasker's record as a tasker and the service charge worked out. */
export async function toOffers(deps: DtoDeps, rows: TaskOfferRow[]): Promise<TTaskOffer[]> {
  const taskers = await loadPeopleWithRating(
    deps,
    rows.map((r) => r.taskerId),
    'tasker',
  );
  return rows.map((r) => ({
    _id: r.id,
    taskId: r.taskId,
    tasker: taskers.get(r.taskerId) as TTaskPersonWithRating,
    amount: r.amount,
    message: r.message,
    serviceChargePercent: r.serviceChargePercent,
    serviceCharge: taskServiceChargeOf(r.amount, r.serviceChargePercent),
    taskerReceives: r.amount - taskServiceChargeOf(r.amount, r.serviceChargePercent),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function toOffer(deps: DtoDeps, row: TaskOfferRow): Promise<TTaskOffer> {
  return (await toOffers(deps, [row]))[0] as TTaskOffer;
}

/** Reviews with their author and subject. */
export async function toReviews<R extends repo.ReviewWithTask>(
  deps: DtoDeps,
  rows: R[],
): Promise<(TTaskReview & { isHidden: boolean })[]> {
  const people = await repo.findPeople(
    deps.db,
    rows.flatMap((r) => [r.authorId, r.subjectId]),
  );
  return rows.map((r) => ({
    _id: r.id,
    task: { _id: r.taskId, title: r.taskTitle },
    author: toPerson(deps, people, r.authorId),
    subject: toPerson(deps, people, r.subjectId),
    subjectRole: r.subjectRole,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    createdAt: r.createdAt.toISOString(),
    isHidden: r.isHidden,
  }));
}

/** A review without the admin's flag (what users see). */
export function publicReview(review: TTaskReview & { isHidden?: boolean }): TTaskReview {
  const { isHidden: _hidden, ...rest } = review;
  return rest;
}

export type { TaskRow };
