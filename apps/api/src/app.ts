import { join } from 'node:path';
import { LIVE_HEARTBEAT_MS } from '@bazaar/shared/live-constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import webpush from 'web-push';
import { AREA_ROUTES, AREAS, type Area } from './area-routes.ts';
import type { DbHandle } from './db/client.ts';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  withMemoryFallback,
} from './lib/counter-store.ts';
import type { AppDeps } from './lib/deps.ts';
import { createListingEvents } from './lib/listing-events.ts';
import { createLiveBus } from './lib/live-bus.ts';
import { createMailer } from './lib/mailer.ts';
import { CATALOGUE_CACHE_TTL_MS, createMicroCache } from './lib/micro-cache.ts';
import { createRevocationBus } from './lib/revocation-bus.ts';
import { SEARCH_VOCABULARY_TTL_MS } from './lib/search/vocabulary.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { shareCacheClears } from './lib/shared-caches.ts';
import { createUserCache } from './lib/user-cache.ts';
import { findSessionById, findUserById } from './platform/auth/repo.ts';
import { NOTIFICATIONS_CHANNEL } from './platform/notification/service.ts';
import { PAGE_PURGE_RULES } from './platform/page-cache/rules.ts';
import { recordPagePurge } from './platform/page-cache/service.ts';
import { createPushSender, type VapidKeys } from './platform/push/sender.ts';
import { subscribeSavedSearchAlerts } from './platform/saved-search/alerts.ts';
import { startSavedSearchDigests } from './platform/saved-search/digest.ts';
import { startUnreadMessageEmails } from './platform/thread/unread-email.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientAddressPlugin } from './plugins/client-address.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { pagePurgePlugin } from './plugins/page-purge.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { generateRequestId, securityPlugin } from './plugins/security.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { subscribeListingEffects } from './sections/listing-effects.ts';
import { sectionListingsPerCategory, sectionThreadSubjectRules } from './sections/registry.ts';
import { findVendorOfUser } from './sections/shop/vendor/repo.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppConfig = {
  jwtSecret: string;
  /** Shown by the web server's calls (X-Web-Secret), which then carry the browser's address. */
  webSecret: string;
  webOrigin: string;
  imageBaseUrl: string;
  /** The API as browsers and mail clients reach it (`…/api`); localhost on the API's port unless set. */
  publicApiUrl?: string;
  dataDir: string;
  redisUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Global requests per minute per client address; 0 turns it off. */
  rateLimitMax: number;
  /** How long catalogue answers are kept (CATALOGUE_CACHE_TTL_MS unless set); 0 keeps none. */
  catalogueCacheMs?: number;
  /** Proxies in front of the API whose X-Forwarded-For is believed (not the web server). */
  trustProxy?: string | boolean;
  /** How often the outbox retry loop runs (lib/mailer.ts's OUTBOX_POLL_MS, 15 s, unless set). */
  outboxPollMs?: number;
  /** How often the saved searches' daily digest looks for what is due (DIGEST_POLL_MS, 10 min, unless set). */
  savedSearchDigestPollMs?: number;
  /** How often an open live stream sends its heartbeat (LIVE_HEARTBEAT_MS unless set). */
  liveHeartbeatMs?: number;
  /** How often the unread-message email sweep runs (platform/thread/unread-email.ts, a minute unless set). */
  unreadEmailSweepMs?: number;
  /** Prefix of every Redis key, so several apps (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** The web push key pair (env.ts keeps one in DATA_DIR); a fresh pair for this app when unset. */
  vapid?: VapidKeys;
};

export type BuildAppOptions = {
  config: AppConfig;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Called for each registered route (tests walk every route). */
  onRoute?: (route: RouteOptions) => void;
};

/** Registers an area's plugin so each of its routes carries the area in `config.area` (plugins/swagger.ts). */
function inArea(plugin: FastifyPluginAsyncZod, area: Area): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, area };
    });
    await scope.register(plugin);
  };
}

const JSON_BODY_LIMIT = 256 * 1024;
const MAX_PARAM_LENGTH = 500;

/** Builds the API (used by the server and by tests through app.inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const keyPrefix = config.keyPrefix ?? 'bazaar:';
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: generateRequestId,
    trustProxy: config.trustProxy ?? false,
    // Past the longest value a route's schema allows (a 200-character slug), so the schema names the
    // parameter; longer still is a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Bad percent-encoding and over-long parameters are refused before routing, and Node refuses
    // oversized headers before Fastify: both answer in the one error shape too.
    frameworkErrors: (error, request, reply) => request.server.replyWithError(error, request, reply),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  // Clients often send `Content-Type: application/json` with an empty body on PUTs without payload.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { webOrigin: config.webOrigin });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(clientAddressPlugin, { webSecret: config.webSecret });
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, keyPrefix });

  const uploadsDir = join(config.dataDir, 'uploads');
  const mailer = createMailer({
    db: app.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (err) => app.log.error({ err }, 'smtp send failed'),
    ...(config.outboxPollMs ? { pollMs: config.outboxPollMs } : {}),
  });
  // The outbox retry loop (decision 019); closing the app waits for a round in progress.
  app.addHook('onClose', () => mailer.stop());
  // The unread-message emails (decision 050), started once the app is ready; closing waits for a sweep.
  let unreadEmails: { stop: () => Promise<void> } | null = null;
  app.addHook('onClose', async () => {
    await unreadEmails?.stop();
  });
  const userCache = createUserCache();
  const sessionCache = createSessionCache();
  const revocations = await createRevocationBus({
    redis: app.redis,
    channel: `${keyPrefix}session-revoked`,
    onRevoked: (revocation) => {
      if ('sessionId' in revocation) sessionCache.evict(revocation.sessionId);
      else {
        userCache.evict(revocation.userId);
        sessionCache.evictUser(revocation.userId);
      }
    },
    log: (err) => app.log.warn({ err }, 'session revocation bus'),
  });
  app.addHook('onClose', () => revocations.close());
  const cacheTtlMs = config.catalogueCacheMs ?? CATALOGUE_CACHE_TTL_MS;
  const shared = await shareCacheClears({
    redis: app.redis,
    channel: `${keyPrefix}cache-cleared`,
    caches: {
      catalog: createMicroCache({ ttlMs: cacheTtlMs }),
      task: createMicroCache({ ttlMs: cacheTtlMs }),
      job: createMicroCache({ ttlMs: cacheTtlMs }),
      searchVocabulary: createMicroCache({ maxEntries: 32, ttlMs: SEARCH_VOCABULARY_TTL_MS }),
    },
    log: (err) => app.log.warn({ err }, 'cache clear bus'),
  });
  app.addHook('onClose', () => shared.bus.close());
  const live = await createLiveBus({
    redis: app.redis,
    channel: NOTIFICATIONS_CHANNEL,
    log: (err, what) => app.log.warn({ err }, what),
  });
  app.addHook('onClose', () => live.close());
  app.decorate('deps', {
    db: app.db,
    dbKind: app.dbKind,
    redis: app.redis,
    jwtSecret: config.jwtSecret,
    imageBaseUrl: config.imageBaseUrl,
    publicApiUrl: config.publicApiUrl ?? 'http://localhost:4000/api',
    uploadsDir,
    privateUploadsDir: join(config.dataDir, 'private'),
    live,
    liveHeartbeatMs: config.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS,
    counters: app.redis
      ? withMemoryFallback(createRedisCounterStore(app.redis, `${keyPrefix}c:`), (err) =>
          app.log.warn({ err }, 'counters: Redis did not answer; this instance counts in memory meanwhile'),
        )
      : createMemoryCounterStore(),
    webOrigin: config.webOrigin,
    mailer,
    push: createPushSender({
      db: app.db,
      vapid: config.vapid ?? { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@bazaar.example' },
      log: (err, what) => app.log.warn({ err }, what),
    }),
    siteSettingCache: null,
    userCache,
    sessionCache,
    revocations,
    catalogCache: shared.caches.catalog,
    taskCache: shared.caches.task,
    jobCache: shared.caches.job,
    searchVocabularyCache: shared.caches.searchVocabulary,
    listingEvents: createListingEvents((err, event) =>
      app.log.error({ err, event }, 'listing event: a subscriber failed'),
    ),
    threadSubjectRules: sectionThreadSubjectRules(),
    listingsPerCategory: sectionListingsPerCategory(),
  } satisfies AppDeps);
  subscribeListingEffects(app.deps);
  subscribeSavedSearchAlerts(app.deps);
  // The saved searches' daily digest (decision 047): every instance polls, row locks keep it single-run.
  const stopDigests = startSavedSearchDigests(
    app.deps,
    (err) => app.log.error({ err }, 'saved search digest failed'),
    config.savedSearchDigestPollMs,
  );
  app.addHook('onClose', () => stopDigests());

  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    findUserById,
    findSessionById,
    findVendorOfUser,
  });
  await app.register(uploadsPlugin, { uploadsDir });
  await app.register(swaggerPlugin, { areas: AREAS });
  await app.register(pagePurgePlugin, {
    rules: PAGE_PURGE_RULES,
    record: (tags) => recordPagePurge(app.deps, tags),
  });

  for (const [plugin, prefix, area] of AREA_ROUTES) await app.register(inArea(plugin, area), { prefix });

  await app.ready();
  mailer.start();
  unreadEmails = startUnreadMessageEmails(app.deps, {
    ...(config.unreadEmailSweepMs ? { everyMs: config.unreadEmailSweepMs } : {}),
    log: (err) => app.log.error({ err }, 'unread-message emails: a sweep failed'),
  });
  return app;
}
