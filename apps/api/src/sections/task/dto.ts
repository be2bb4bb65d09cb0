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
import * as places from '../../platform/address/places.ts';
import * as peopleRepo from './people-repo.ts';
import * as questionRepo from './question-repo.ts';
import type * as repo from './repo.ts';
import type * as reviewRepo from './review-repo.ts';

/** What turning rows into answers needs. */
export type DtoDeps = { db: Executor } & Pick<AppDeps, 'imageBaseUrl'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPerson(deps: DtoDeps, people: Map<string, peopleRepo.PersonRow>, id: string): TTaskPerson {
  const p = people.get(id);
  return {
    _id: id,
    fullName: p?.fullName ?? 'Former user',
    image: toImageUrl(p?.image ?? null, deps.imageBaseUrl),
  };
}

/** A person's card with their record (from findPersonStats). */
function withRating(
  deps: DtoDeps,
  people: Map<string, peopleRepo.PersonRow>,
  stats: Map<string, peopleRepo.PersonStats>,
  id: string,
): TTaskPersonWithRating {
  return {
    ...toPerson(deps, people, id),
    ...(stats.get(id) ?? { rating: 0, reviewsCount: 0, completedCount: 0 }),
    memberSince: (people.get(id)?.createdAt ?? new Date(0)).toISOString(),
  };
}

/** People as cards with their record in `role`. */
export async function loadPeopleWithRating(
  deps: DtoDeps,
  ids: string[],
  role: TTaskReviewRole,
): Promise<Map<string, TTaskPersonWithRating>> {
  const [people, stats] = await Promise.all([
    peopleRepo.findPeople(deps.db, ids),
    peopleRepo.findPersonStats(deps.db, ids, role),
  ]);
  return new Map([...new Set(ids)].map((id) => [id, withRating(deps, people, stats, id)]));
}

/** Each place's label from the place paths of the rows (`platform/address/places.ts`). */
export function loadPlaces(deps: DtoDeps, paths: { placeId: string | null; placePath: string[] }[]) {
  return places.loadPlaces(deps.db, paths);
}

/** The place of a node by id (a tasker's service area). */
export function loadPlace(deps: DtoDeps, placeId: string | null): Promise<TTaskPlace | null> {
  return places.loadPlace(deps.db, placeId);
}

function cardOf(
  deps: DtoDeps,
  row: repo.TaskCardRow,
  people: Map<string, peopleRepo.PersonRow>,
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

/**
 * Task cards, and the people they name (poster, and assigned tasker unless `withTaskers` is false)
 * for callers that add more. `known`: people read with the rows (the public list joins the posters).
 */
export async function toTaskCards(
  deps: DtoDeps,
  rows: repo.TaskCardRow[],
  opts: { known?: Map<string, peopleRepo.PersonRow>; withTaskers?: boolean } = {},
): Promise<{ cards: TTaskCard[]; people: Map<string, peopleRepo.PersonRow> }> {
  const known = opts.known ?? new Map<string, peopleRepo.PersonRow>();
  const withTaskers = opts.withTaskers ?? true;
  const ids = rows.flatMap((r) =>
    withTaskers && r.assignedTaskerId ? [r.posterId, r.assignedTaskerId] : [r.posterId],
  );
  const missing = ids.filter((id) => !known.has(id));
  const [read, places] = await Promise.all([peopleRepo.findPeople(deps.db, missing), loadPlaces(deps, rows)]);
  const people = new Map([...known, ...read]);
  return { cards: rows.map((r) => cardOf(deps, r, people, places)), people };
}

export function personOrNull(deps: DtoDeps, people: Map<string, peopleRepo.PersonRow>, id: string | null) {
  return id ? toPerson(deps, people, id) : null;
}

export function questionOf(
  deps: DtoDeps,
  row: TaskQuestionRow,
  people: Map<string, peopleRepo.PersonRow>,
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
  return questionOf(deps, row, await peopleRepo.findPeople(deps.db, [row.askerId]));
}

/**
 * A task page: everything public. `questions`: the task's questions when the caller read them beside
 * the task (the public page does, to wait for one round trip less); else they are read here.
 */
export async function toTaskDetail(
  deps: DtoDeps,
  row: repo.TaskWithCategory,
  questions?: TaskQuestionRow[],
  // The people and the poster's record when they were read with the task (repo.findTaskPage).
  known?: Pick<repo.TaskPageRows, 'people' | 'posterStats'>,
): Promise<TTaskDetail> {
  const asked = questions ?? (await questionRepo.listQuestions(deps.db, row.id));
  const ids = [
    row.posterId,
    ...(row.assignedTaskerId ? [row.assignedTaskerId] : []),
    ...asked.map((q) => q.askerId),
  ];
  const [people, places, posterStats] = await Promise.all([
    known?.people ?? peopleRepo.findPeople(deps.db, ids),
    loadPlaces(deps, [row]),
    known?.posterStats ?? peopleRepo.findPersonStats(deps.db, [row.posterId], 'poster'),
  ]);
  return {
    ...cardOf(deps, row, people, places),
    description: row.description,
    images: row.images.map((i) => toImageUrl(i, deps.imageBaseUrl)).filter((u): u is string => !!u),
    poster: withRating(deps, people, posterStats, row.posterId),
    assignedTasker: personOrNull(deps, people, row.assignedTaskerId),
    doneAt: iso(row.doneAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    questions: asked.map((q) => questionOf(deps, q, people)),
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
export async function toReviews<R extends reviewRepo.ReviewWithTask>(
  deps: DtoDeps,
  rows: R[],
): Promise<(TTaskReview & { isHidden: boolean })[]> {
  const people = await peopleRepo.findPeople(
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
