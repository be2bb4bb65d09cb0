import type { Section } from '@bazaar/shared/section';
import type { TSitemapEntry } from '@bazaar/shared/sitemap';
import type { TThreadSubject } from '@bazaar/shared/thread-constants';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { LiveBus } from './live-bus.ts';
import type { Mailer } from './mailer.ts';
import type { PushSender } from './push-sender.ts';

// The small types of the section contract (sections/contract.ts) that lib, plugins and platform
// areas use too: a sitemap source, a page purge rule, a thread subject rule, a listing event
// (decision 027), and the readers a purge rule uses. Nothing above lib: the contract imports these.

/** One source of /sitemap.xml addresses: reads at most `limit` of them. */
export type SitemapSource = (db: Executor, limit: number) => Promise<TSitemapEntry[]>;

/**
 * Which of the web's cached public pages a write route changes (docs/product-rules.md "Fast pages").
 * `before` runs ahead of the write (a product's slug before a rename); `after` reads the write's
 * answer. The tags of both are purged once the write succeeded.
 */
export type PagePurgeRule = {
  before?: (request: FastifyRequest, db: Executor) => Promise<string[]>;
  after?: (request: FastifyRequest, answer: unknown, db: Executor) => Promise<string[]> | string[];
};

/** A write route's purge rule, or 'none' when no public page shows what it changes. */
export type PagePurgeRules = Record<string, PagePurgeRule | 'none'>;

/** An id the write could act on: anything else (a bad request the route will refuse) changes no page. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of a write route's path ('' without one). */
export const idOf = (request: FastifyRequest): string =>
  (request as unknown as { params: { id?: string } }).params.id ?? '';

/** `data` of a `{ message, data }` answer. */
export function dataOf<T>(answer: unknown): Partial<T> {
  const data = (answer as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<T>) : {};
}

/**
 * What a section decides when someone writes in the thread of one of its rows, inside the message's
 * transaction: it may refuse the message (throw an AppError: nothing is written) or move its row
 * (an owner's first answer to a rent inquiry makes it Replied). It answers the ids of the people it
 * told itself, whom the thread's own "new message" notification then leaves out.
 */
export type ThreadSubjectRule = (
  tx: Executor,
  // The notification deps (`NotifyDeps`), written out: lib/deps.ts imports this file.
  deps: {
    live: LiveBus;
    push: PushSender;
    mailer: Mailer;
    webOrigin: string;
    publicApiUrl: string;
    jwtSecret: string;
  },
  message: { subjectId: string; sender: UserRow; body: string },
) => Promise<string[]>;

/**
 * A conversation about one of a section's rows, as the section opens it for the person asking
 * (POST /thread/open/:kind/:ref): which subject it is, what it is about, and who is in it.
 */
export type ThreadOpening = {
  /** The thread's subject id: the row itself, or (a buyer's question about a product) one per person and row. */
  subjectId: string;
  /** What it is about, as its people see it in their list ("Order BZ-7K2M9QXP"). */
  title: string;
  /**
   * `route`: the page that person's notifications about the thread open; `link`: their page of what it
   * is about (a product's page, their list of applications) when that is not `route`.
   */
  participants: { userId: string; route: string; link?: string }[];
};

/**
 * Opens the conversation about the row `ref` names for `user`, or refuses: a 404 for a row that is
 * not there or not theirs to talk about (ids tell outsiders nothing), a 403 for one they may see but
 * not talk about (a vendor asking their own store).
 */
export type ThreadSubjectOpener = (tx: Executor, user: UserRow, ref: string) => Promise<ThreadOpening>;

/** One kind of thread subject a section owns (its section.ts `threadSubjects`). */
export type ThreadSubjectDefinition = {
  /** How a person opens it themselves; a kind without one is opened by its section's own action (a task's accept). */
  open?: ThreadSubjectOpener;
  /** Its rule for a message; a kind without one takes every participant's message. */
  onMessage?: ThreadSubjectRule;
};

/** The thread subjects a section owns, by kind. */
export type ThreadSubjectDefinitions = Partial<Record<TThreadSubject, ThreadSubjectDefinition>>;

/** Every section's thread subjects, each with its section (the thread service is given them: AppDeps). */
export type ThreadSubjectRules = Partial<
  Record<TThreadSubject, ThreadSubjectDefinition & { section: Section }>
>;

/** What happened to some listings of a section, as the public sees them. */
export type ListingChange =
  /** It became visible: created public, published, re-opened, shown again by an admin, its store restored. */
  | 'listed'
  /** What it shows changed (an edit, a status move that keeps it listed). */
  | 'changed'
  /** It left the public lists and pages: cancelled, closed, deactivated, hidden, its store suspended. */
  | 'unlisted';

/** Some listings of one section were listed, changed or unlisted (lib/listing-events.ts). */
export type ListingEvent = {
  section: Section;
  change: ListingChange;
  /** The listings, by id; empty with `storeId`. */
  ids: readonly string[];
  /** Every listing of this store (a store suspended or restored), instead of `ids`. */
  storeId?: string;
};
