import type { Section } from '@bazaar/shared/section';
import type { TSiteSetting } from '@bazaar/shared/site-setting';
import type { Redis } from 'ioredis';
import type { Db, DbKind, Executor } from '../db/client.ts';
import type { CounterStore } from './counter-store.ts';
import type { ListingEvents } from './listing-events.ts';
import type { LiveBus } from './live-bus.ts';
import type { Mailer } from './mailer.ts';
import type { MicroCache } from './micro-cache.ts';
import type { PushSender } from './push-sender.ts';
import type { RevocationBus } from './revocation-bus.ts';
import type { ThreadSubjectRules } from './section.ts';
import type { SessionCache } from './session-cache.ts';
import type { UserCache } from './user-cache.ts';

/** What services need from the running app; built once in buildApp and passed explicitly. */
export type AppDeps = {
  db: Db;
  dbKind: DbKind;
  redis: Redis | null;
  jwtSecret: string;
  imageBaseUrl: string;
  /** The API as browsers and mail clients reach it (`…/api`), for an email's one-click unsubscribe. */
  publicApiUrl: string;
  /** The web app's origin, for links in emails. */
  webOrigin: string;
  /** Public images, served by the static host at /uploads/. */
  uploadsDir: string;
  /** Private files (documents), outside the static host; read only through GET /api/upload/private/:id. */
  privateUploadsDir: string;
  counters: CounterStore;
  /** Live events to each person's open streams on every instance (lib/live-bus.ts, decision 037). */
  live: LiveBus;
  /** How often an open live stream sends its heartbeat (LIVE_HEARTBEAT_MS unless set). */
  liveHeartbeatMs: number;
  mailer: Mailer;
  /** Web push to the browsers people allowed it on (platform/push, decision 045). */
  push: PushSender;
  /** Users read by the session check; evict after every write to a user. */
  userCache: UserCache;
  /** Sessions read by the session check; a sign-out announces itself on `revocations`. */
  sessionCache: SessionCache;
  /** Every instance's caches forget a revoked session or user (lib/revocation-bus.ts). */
  revocations: RevocationBus;
  /** Short-lived copy of the site setting; the public GET is the hottest read. */
  siteSettingCache: { value: TSiteSetting; expiresAt: number } | null;
  /**
   * Recent public catalogue answers (product list, search, product page, related). Call
   * `catalogCache.clear()` after every write that changes what the shop shows.
   */
  catalogCache: MicroCache;
  /**
   * Recent public Task answers (the list, categories, a task page, a tasker page). Every successful
   * write of the Task routes clears it (their plugins' onSend hook), and so does a category write.
   */
  taskCache: MicroCache;
  /**
   * Recent public Job answers (the list, categories, a job page). Every successful write of the Job
   * routes clears it (their plugins' onSend hook), and so do a category write and a deadline sweep
   * that closed a job.
   */
  jobCache: MicroCache;
  /**
   * Each section's search vocabulary (lib/search), and the task categories' names a search may name,
   * kept SEARCH_VOCABULARY_TTL_MS. Call
   * `searchVocabularyCache.clear()` after a write that changes a row's words or visibility (not after
   * a checkout: stock changes no word), so the next search on this instance corrects to them.
   */
  searchVocabularyCache: MicroCache;
  /**
   * "Listed / changed / unlisted": every write that makes a listing of any section visible, changes
   * it or hides it announces it here (`announceListing`); the caches, the page purge and later
   * features subscribe (lib/listing-events.ts, decision 027).
   */
  listingEvents: ListingEvents;
  /** The sections' rules for a message in the thread of one of their rows (sections/registry.ts). */
  threadSubjectRules: ThreadSubjectRules;
  /**
   * How many visible listings each category holds, for the sections whose category tree shows it
   * (the Shop's; sections/registry.ts), read by platform/category without importing a section.
   */
  listingsPerCategory: Partial<Record<Section, (db: Executor) => Promise<Map<string, number>>>>;
};

/**
 * What a service that writes and tells people of it needs from the app: the database, the image and
 * web addresses its notifications link to, and the notifiers (live, push, email with its signed links).
 */
export type NotifyingDeps = Pick<
  AppDeps,
  'db' | 'imageBaseUrl' | 'live' | 'push' | 'mailer' | 'webOrigin' | 'publicApiUrl' | 'jwtSecret'
>;

/**
 * What the services of a section with listings need from the app (Task, Job, Rent): the notifying
 * deps, the uploads, the search vocabulary and the listing events. A section adds its own cache.
 */
export type ListingSectionDeps = NotifyingDeps &
  Pick<AppDeps, 'uploadsDir' | 'searchVocabularyCache' | 'listingEvents'>;
