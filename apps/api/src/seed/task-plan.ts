import { toPaisa } from '@bazaar/shared/money';
import { type TTaskWhenKind, todayInNepal } from '@bazaar/shared/task';
import { DEMO_ADMIN_EMAIL, DEMO_BUYERS, DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL } from './buyers.ts';
import {
  TASK_CANCEL_REASONS,
  TASK_CONVERSATIONS,
  TASK_OFFER_MESSAGES,
  TASK_QUESTIONS,
  TASK_REVIEW_TEXTS,
  TASK_TEXTS,
  type TaskCategorySeed,
} from './data/task-demo.ts';
import {
  acceptSeedOffer,
  askOnSeedTask,
  cancelSeedTask,
  confirmSeedTask,
  markSeedTaskDone,
  messageOnSeedTask,
  offerOnSeedTask,
  postSeedTask,
  reviewSeedTask,
  type SeedTaskRows,
  withdrawSeedOffer,
} from './task-builder.ts';

// The demo Task section's plan: where each task is, who posts it, who offers, and how far it goes
// (open, assigned, done, reviewed, cancelled); seed/task.ts writes what it plans.

const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Where the demo tasks are: [district, municipality, area] of the seeded tree. */
export const TASK_PLACES: [string, string, string][] = [
  ['Kathmandu', 'Kathmandu Metropolitan City', 'New Baneshwor'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Jawalakhel'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Thamel'],
  ['Bhaktapur', 'Bhaktapur Municipality', 'Kamalbinayak'],
  ['Kathmandu', 'Budhanilkantha', 'Golfutar'],
  ['Lalitpur', 'Mahalaxmi', 'Imadol'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Maharajgunj'],
  ['Kaski', 'Pokhara Metropolitan City', 'Lakeside'],
  ['Kathmandu', 'Tokha', 'Dhapasi'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Sanepa'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Chabahil'],
  ['Kathmandu', 'Kirtipur', 'Naya Bazar'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Koteshwor'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Pulchowk'],
];
const STREETS = [
  'Near the temple',
  'House 7, Shanti Marg',
  'Behind the school',
  'Opposite the bank',
  'Ward office lane',
];

/** People by a short key: U the demo user, V the demo vendor, A the admin, B1…B12 the demo buyers. */
type Who = 'U' | 'V' | 'A' | `B${number}`;
export const EMAIL_OF: Record<string, string> = {
  U: DEMO_USER_EMAIL,
  V: DEMO_VENDOR_EMAIL,
  A: DEMO_ADMIN_EMAIL,
  ...Object.fromEntries(DEMO_BUYERS.map((b, i) => [`B${i + 1}`, b.email])),
};

/** Who does each category's tasks (the tasker profiles say the same), and who else offers. */
const SPECIALIST: Record<string, Who> = {
  cleaning: 'B1',
  handyman: 'U',
  plumbing: 'B2',
  electrical: 'B2',
  painting: 'B12',
  moving: 'B6',
  gardening: 'U',
  'computer-it': 'B8',
  tutoring: 'B11',
  photography: 'B8',
};
const OTHER_OFFERERS: Who[] = ['B12', 'B6', 'B1', 'B8', 'B2', 'B11', 'U'];
const POSTERS: Who[] = ['B3', 'B4', 'B5', 'B7', 'B9', 'B10', 'V', 'B1', 'B2', 'B12'];

/** How far a task got: the state, and for a cancellation who and from where. */
type Fate =
  | 'open'
  | 'assigned'
  | 'done'
  | 'completed'
  | 'cancelled-open'
  | 'cancelled-assigned'
  | 'cancelled-admin';

/** The sixth task of each category ends differently; the first five follow one pattern. */
const LAST_FATES: Fate[] = [
  'completed',
  'cancelled-open',
  'completed',
  'cancelled-assigned',
  'open',
  'cancelled-admin',
  'completed',
  'completed',
  'cancelled-open',
  'completed',
];

function fateOf(c: number, i: number): Fate {
  if (i === 2) return c % 3 === 0 ? 'done' : 'assigned';
  if (i === 3) return 'completed';
  if (i === 5) return LAST_FATES[c] ?? 'open';
  return 'open';
}

/**
 * The demo user's own tasks (`category:index` → what is special): posted in every state, an Open one
 * with offers to accept and one with none yet, one waiting for their confirmation, a completed one
 * they have not reviewed yet.
 */
const USER_POSTS = new Set([
  'cleaning:0',
  'computer-it:1',
  'plumbing:2',
  'electrical:2',
  'moving:3',
  'tutoring:3',
  'electrical:5',
]);
const NO_OFFERS = new Set(['computer-it:1']);
/** Completed tasks whose poster has not written their review yet. */
const NOT_REVIEWED_BY_POSTER = new Set(['tutoring:3', 'photography:3']);
/** Assigned tasks where the demo user has not read the newest message. */
const UNREAD_FOR_USER = new Set(['plumbing:2', 'handyman:2']);

export function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

/** A whole number of fifty rupees near `budget × factor`, in paisa. */
function offerAmount(budget: number, factor: number): number {
  return toPaisa(Math.max(100, Math.round((budget * factor) / 50) * 50));
}

function day(at: number): string {
  return todayInNepal(new Date(at));
}

export type Context = {
  people: Map<string, string>;
  categoryIds: Map<string, string>;
  places: { id: string; path: string[] }[];
  now: number;
};

/** The plan of one task from posting to where it ends, through the task rules. */
export function planTask(
  rows: SeedTaskRows,
  ctx: Context,
  category: TaskCategorySeed,
  c: number,
  i: number,
): void {
  const text = TASK_TEXTS[category.slug]?.[i];
  const categoryId = ctx.categoryIds.get(category.slug);
  if (!text || !categoryId) return;
  const key = `${category.slug}:${i}`;
  const id = (who: Who) => ctx.people.get(EMAIL_OF[who] ?? '');
  const specialist = SPECIALIST[category.slug] as Who;
  const posterWho: Who = USER_POSTS.has(key)
    ? 'U'
    : (POSTERS.filter((p) => p !== specialist).at((c * 6 + i) % (POSTERS.length - 1)) as Who);
  const posterId = id(posterWho);
  const taskerId = id(specialist);
  if (!posterId || !taskerId) return;
  // Other offerers: never the poster or the specialist; the demo user offers (and loses) on a painting task.
  const others = (key === 'painting:2' ? (['U', ...OTHER_OFFERERS] as Who[]) : OTHER_OFFERERS)
    .filter((w) => w !== posterWho && w !== specialist)
    .slice((c + i) % 2, ((c + i) % 2) + 3)
    .flatMap((w) => id(w) ?? []);

  const fate = fateOf(c, i);
  const { now } = ctx;
  const daysAgo =
    fate === 'open'
      ? 1 + ((c + i) % 9)
      : fate === 'assigned' || fate === 'done'
        ? 8 + (c % 5)
        : fate === 'completed'
          ? 20 + 4 * c + i
          : fate === 'cancelled-admin'
            ? 6
            : 12 + c;
  const postedAt = now - daysAgo * DAY - (c * 7 + i * 3) * HOUR;
  const at = (ms: number) => new Date(Math.min(ms, now - HOUR));
  const whenKind: TTaskWhenKind = i === 1 ? 'flexible' : i === 4 || fate === 'completed' ? 'on' : 'before';
  const due = fate === 'completed' ? postedAt + 3 * DAY : now + (4 + c + i) * DAY;
  const place = text.remote ? null : pick(ctx.places, c * 5 + i * 3);
  const task = postSeedTask(
    rows,
    posterId,
    {
      title: text.title,
      description: text.description,
      categoryId,
      budget: toPaisa(text.budget),
      images: i === 0 || i === 3 ? [`tasks/${category.slug}-${i + 1}.webp`] : [],
      place: place && { id: place.id, path: place.path, street: pick(STREETS, c + i) },
      when: { kind: whenKind, date: whenKind === 'flexible' ? null : day(due) },
    },
    at(postedAt),
  );

  // Offers: three on the first and fifth Open tasks, one or none on the second, two before an accept.
  const offerers =
    NO_OFFERS.has(key) || fate === 'cancelled-admin'
      ? []
      : fate === 'open'
        ? i === 1 || i === 5
          ? c % 2 === 1 || i === 5
            ? [taskerId]
            : []
          : [taskerId, ...others.slice(0, 2)]
        : [taskerId, ...others.slice(0, 1)];
  const factors = [1, 0.9, 1.15];
  const offers = offerers.map((who, k) =>
    offerOnSeedTask(
      rows,
      task,
      who,
      { amount: offerAmount(text.budget, factors[k] ?? 1), message: pick(TASK_OFFER_MESSAGES, c + i + k) },
      at(postedAt + (4 + 5 * k) * HOUR),
    ),
  );
  // A tasker thinks better of it on a few Open tasks.
  const third = offers[2];
  if (fate === 'open' && i === 0 && c % 4 === 0 && third)
    withdrawSeedOffer(task, third, at(postedAt + 20 * HOUR));

  // Public questions while it is Open: two on the first task, one on the others that got offers.
  const askers = [...others, taskerId];
  const questionCount = fate === 'cancelled-admin' ? 0 : i === 0 ? 2 : offerers.length > 0 ? 1 : 0;
  for (let k = 0; k < questionCount; k++) {
    const q = pick(TASK_QUESTIONS, c * 3 + i + k);
    const askedAt = postedAt + (2 + 3 * k) * HOUR;
    askOnSeedTask(
      rows,
      task,
      pick(askers, k),
      q.text,
      at(askedAt),
      q.answer ? { text: q.answer, at: at(askedAt + 2 * HOUR) } : null,
    );
  }

  if (fate === 'cancelled-admin') {
    cancelSeedTask(task, 'Admin', pick(TASK_CANCEL_REASONS.admin, c), at(postedAt + DAY));
    return;
  }
  if (fate === 'cancelled-open') {
    cancelSeedTask(task, 'Poster', pick(TASK_CANCEL_REASONS.poster, c), at(postedAt + 2 * DAY));
    return;
  }
  if (fate === 'open') return;

  // Accepted the day after posting; then they talk.
  const accepted = offers[0];
  if (!accepted) return;
  const acceptedAt = postedAt + DAY;
  acceptSeedOffer(task, accepted, at(acceptedAt));
  const conversation = pick(TASK_CONVERSATIONS, c + i);
  for (const [k, line] of conversation.entries()) {
    const sender = line.from === 'P' ? posterId : taskerId;
    messageOnSeedTask(task, sender, line.body, at(acceptedAt + (2 + 3 * k) * HOUR));
  }
  const lastMessage = task.messages.at(-1);
  if (UNREAD_FOR_USER.has(key) && lastMessage && lastMessage.senderId !== id('U')) {
    const userId = id('U');
    if (userId) task.lastRead.set(userId, new Date(lastMessage.at.getTime() - 1));
  }

  if (fate === 'cancelled-assigned') {
    cancelSeedTask(task, 'Poster', pick(TASK_CANCEL_REASONS.poster, c + 1), at(acceptedAt + 2 * DAY));
    return;
  }
  if (fate === 'assigned') return;
  markSeedTaskDone(rows, task, taskerId, at(fate === 'done' ? now - 20 * HOUR : postedAt + 4 * DAY));
  if (fate === 'done') return;
  confirmSeedTask(task, at(postedAt + 5 * DAY));

  const ofTasker = pick([5, 5, 4, 5, 4, 5, 3] as const, c + i);
  const ofPoster = pick([5, 5, 5, 4] as const, c + i);
  if (!NOT_REVIEWED_BY_POSTER.has(key)) {
    reviewSeedTask(rows, task, posterId, {
      rating: ofTasker,
      comment: pick(TASK_REVIEW_TEXTS.ofTasker[ofTasker], c),
      at: at(postedAt + 6 * DAY),
      reply:
        (c + i) % 2 === 0
          ? { text: pick(TASK_REVIEW_TEXTS.replies, c), at: at(postedAt + 8 * DAY) }
          : undefined,
    });
  }
  reviewSeedTask(rows, task, taskerId, {
    rating: ofPoster,
    comment: pick(TASK_REVIEW_TEXTS.ofPoster[ofPoster], c + i),
    at: at(postedAt + 7 * DAY),
  });
}
