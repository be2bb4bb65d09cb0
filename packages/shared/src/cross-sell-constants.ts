// The sections sending people to each other (issue "One marketplace", decision 049): a shop product or a
// rental offers a task ("Hire a tasker to assemble it", "Moving in? Hire movers"), a job shows rentals
// near it. Zod-free: the public pages and the task form import it.
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from './task-limits.ts';

/** What a task offered from another section is for; an admin picks one per link. */
export const CROSS_SELL_PURPOSES = ['assemble', 'install', 'move'] as const;
export type TCrossSellPurpose = (typeof CROSS_SELL_PURPOSES)[number];

/** The sections an offer can start from: a link maps a shop category or a kind of rental to a task category; a job shows rentals. */
export const CROSS_SELL_FROM = ['shop', 'rent', 'job'] as const;
export type TCrossSellFrom = (typeof CROSS_SELL_FROM)[number];

/** The sections whose listings an admin links to a task category (the others only count). */
export const CROSS_SELL_LINK_FROM = ['shop', 'rent'] as const;
export type TCrossSellLinkFrom = (typeof CROSS_SELL_LINK_FROM)[number];

/** What the dashboard counts of an offer: seen on a page, followed, and a task posted from it. */
export const CROSS_SELL_STEPS = ['shown', 'started', 'posted'] as const;
export type TCrossSellStep = (typeof CROSS_SELL_STEPS)[number];

/** How a page words an offer, and the task it starts (`name`: the product or the place). */
export const CROSS_SELL_WORDING: Record<
  TCrossSellPurpose,
  {
    label: string;
    heading: string;
    action: string;
    title: (name: string) => string;
    description: (name: string) => string;
  }
> = {
  assemble: {
    label: 'Assembly',
    heading: 'Needs putting together?',
    action: 'Hire a tasker to assemble it',
    title: (name) => `Assemble ${name}`,
    description: (name) =>
      `I need someone to assemble ${name} for me. Please bring the tools it needs; the parts are here.`,
  },
  install: {
    label: 'Installation',
    heading: 'Needs installing?',
    action: 'Hire a tasker to install it',
    title: (name) => `Install ${name}`,
    description: (name) =>
      `I need someone to install ${name} and check that it works. Please bring the tools it needs.`,
  },
  move: {
    label: 'Moving',
    heading: 'Moving in?',
    action: 'Moving in? Hire movers',
    title: (name) => `Help moving into ${name}`,
    description: (name) =>
      `I am moving into ${name} and need help carrying and transporting my things. Tell me what you can bring.`,
  },
};

/** The task form's address: `/user/task/create` filled in from another section (readTaskPrefill reads it back). */
export type TTaskPrefill = {
  from: TCrossSellFrom;
  categoryId: string;
  title: string;
  description: string;
  /** The place from the top of the tree down (State, District, Municipality, Area), as the form's selects hold it. */
  place: string[];
  /** A day (YYYY-MM-DD) the task is for, or none (flexible). */
  date: string | null;
};

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The task form's address for a task offered from another section, its fields clipped to the task's bounds. */
export function taskPrefillHref(prefill: TTaskPrefill): string {
  const query = new URLSearchParams({
    from: prefill.from,
    category: prefill.categoryId,
    title: clip(prefill.title, TASK_TITLE_MAX),
    description: clip(prefill.description, TASK_DESCRIPTION_MAX),
  });
  if (prefill.place.length > 0) query.set('place', prefill.place.slice(0, 4).join('.'));
  if (prefill.date) query.set('date', prefill.date);
  return `/user/task/create?${query.toString()}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** What the task form starts with when opened from an offer; null for a plain "Post a task". */
export function readTaskPrefill(params: { get(name: string): string | null }): TTaskPrefill | null {
  const from = params.get('from');
  if (!from || !(CROSS_SELL_FROM as readonly string[]).includes(from)) return null;
  const categoryId = params.get('category') ?? '';
  const date = params.get('date');
  return {
    from: from as TCrossSellFrom,
    categoryId: ID.test(categoryId) ? categoryId : '',
    title: clip(params.get('title') ?? '', TASK_TITLE_MAX),
    description: clip(params.get('description') ?? '', TASK_DESCRIPTION_MAX),
    place: (params.get('place') ?? '')
      .split('.')
      .filter((id) => ID.test(id))
      .slice(0, 4),
    date: date && DAY.test(date) ? date : null,
  };
}
