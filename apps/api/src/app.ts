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
import { adminAdRoutes, adRoutes } from './content/ad/routes.ts';
import { adminBlogRoutes, blogRoutes } from './content/blog/routes.ts';
import { adminMessageRoutes, contactRoutes } from './content/contact/routes.ts';
import { adminFaqRoutes, faqRoutes } from './content/faq/routes.ts';
import { adminPageRoutes, pageRoutes } from './content/page/routes.ts';
import { adminPartnerRoutes, partnerRoutes } from './content/partner/routes.ts';
import { adminSliderRoutes, sliderRoutes } from './content/slider/routes.ts';
import { adminTeamRoutes, teamRoutes } from './content/team/routes.ts';
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
import { adminAddressRoutes } from './platform/address/admin-routes.ts';
import { addressRoutes } from './platform/address/routes.ts';
import { findSessionById, findUserById } from './platform/auth/repo.ts';
import { authRoutes } from './platform/auth/routes.ts';
import { adminCategoryRoutes } from './platform/category/admin-routes.ts';
import { categoryRoutes } from './platform/category/routes.ts';
import { adminCrossSellRoutes, crossSellRoutes } from './platform/cross-sell/routes.ts';
import { adminDashboardRoutes } from './platform/dashboard/routes.ts';
import { adminEmailTemplateRoutes } from './platform/email-template/routes.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { liveRoutes } from './platform/live/routes.ts';
import { adminModerationRoutes, reportRoutes } from './platform/moderation/routes.ts';
import { notificationRoutes, unsubscribeRoutes } from './platform/notification/routes.ts';
import { NOTIFICATIONS_CHANNEL } from './platform/notification/service.ts';
import { pageCacheRoutes } from './platform/page-cache/routes.ts';
import { PAGE_PURGE_RULES } from './platform/page-cache/rules.ts';
import { recordPagePurge } from './platform/page-cache/service.ts';
import { profileRoutes } from './platform/profile/routes.ts';
import { pushRoutes } from './platform/push/routes.ts';
import { createPushSender, type VapidKeys } from './platform/push/sender.ts';
import { subscribeSavedSearchAlerts } from './platform/saved-search/alerts.ts';
import { startSavedSearchDigests } from './platform/saved-search/digest.ts';
import { savedSearchRoutes } from './platform/saved-search/routes.ts';
import { searchRoutes } from './platform/search/routes.ts';
import { siteSettingRoutes } from './platform/site-setting/routes.ts';
import { sitemapRoutes } from './platform/sitemap/routes.ts';
import { adminThreadRoutes, threadRoutes } from './platform/thread/routes.ts';
import { startUnreadMessageEmails } from './platform/thread/unread-email.ts';
import { uploadRoutes } from './platform/upload/routes.ts';
import { superAdminAdminRoutes } from './platform/user/admins-routes.ts';
import { adminUserRoutes } from './platform/user/routes.ts';
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
import { adminJobRoutes } from './sections/job/admin-routes.ts';
import { publicJobRoutes, userJobRoutes } from './sections/job/routes.ts';
import { vendorJobRoutes } from './sections/job/vendor-routes.ts';
import { subscribeListingEffects } from './sections/listing-effects.ts';
import { sectionListingsPerCategory, sectionThreadSubjectRules } from './sections/registry.ts';
import { adminRentRoutes } from './sections/rent/admin-routes.ts';
import { publicRentRoutes, userRentRoutes } from './sections/rent/routes.ts';
import { addressBookRoutes } from './sections/shop/address-book/routes.ts';
import { guestCartRoutes, myCartRoutes } from './sections/shop/cart/routes.ts';
import { checkoutRoutes } from './sections/shop/checkout/routes.ts';
import { adminDeliveryRoutes } from './sections/shop/delivery/routes.ts';
import { deliveryChargeRoutes } from './sections/shop/delivery-charge/routes.ts';
import { adminOrderRoutes, userOrderRoutes, vendorOrderRoutes } from './sections/shop/order/routes.ts';
import { adminProductRoutes } from './sections/shop/product/admin-routes.ts';
import { productRoutes } from './sections/shop/product/routes.ts';
import { vendorProductRoutes } from './sections/shop/product/vendor-routes.ts';
import {
  adminReviewRoutes,
  myReviewRoutes,
  productReviewRoutes,
  vendorReviewRoutes,
} from './sections/shop/review/routes.ts';
import { adminVendorRoutes } from './sections/shop/vendor/admin-routes.ts';
import { findVendorOfUser } from './sections/shop/vendor/repo.ts';
import { vendorStoreRoutes } from './sections/shop/vendor/routes.ts';
import { publicStoreRoutes } from './sections/shop/vendor/store-routes.ts';
import {
  adminVendorApplicationRoutes,
  vendorApplicationRoutes,
} from './sections/shop/vendor-application/routes.ts';
import { adminVendorPaymentRoutes, vendorPaymentRoutes } from './sections/shop/vendor-payment/routes.ts';
import { adminVoucherRoutes } from './sections/shop/voucher/routes.ts';
import { wishlistRoutes } from './sections/shop/wishlist/routes.ts';
import { adminTaskRoutes, taskServiceChargeRoutes } from './sections/task/admin-routes.ts';
import { publicTaskRoutes, userTaskRoutes } from './sections/task/routes.ts';

/** Each area of the API and what it holds: the tags of the API document, in this order. */
const AREAS = {
  health: 'Whether the API and its database answer',
  'page-cache': "What the web server's cached public pages must drop (the web server only)",
  auth: 'Accounts: sign-up, sign-in, my profile, passwords',
  user: "The admins' list of users; the super admin's admins",
  dashboard: "The admin's figures across the marketplace",
  contact: "The contact form and the admins' inbox",
  'email-template': "Every email's wording and the outbox",
  notification: "A signed-in person's notifications",
  live: "A signed-in person's live events: notifications, seen marks, messages",
  push: 'Web push: the browsers a person allowed it on',
  'saved-search': 'Saved searches and their alerts of new matches',
  thread: 'Private conversations about a task or a rent inquiry',
  'site-setting': "The site's name, contacts and links",
  upload: 'Public images and private documents',
  address: "Nepal's place tree",
  'address-book': "A buyer's delivery addresses",
  category: "Each section's categories",
  'cross-sell': 'Offers of one section on the pages of another: a tasker for a product, rentals near a job',
  product: "The shop's catalogue, a store's products, the admin's product list",
  cart: 'The cart, signed in or as a guest',
  wishlist: 'Products a buyer keeps for later',
  checkout: 'Pricing and placing orders',
  voucher: 'Discount vouchers',
  'delivery-charge': 'Delivery charges by place',
  order: 'Orders for the buyer, the store and the admin',
  delivery: 'Deliveries of orders',
  review: 'Reviews of delivered items',
  vendor: "Stores: a store's profile and dashboard, its public page, the admin's store list",
  'vendor-application': 'Applications to sell',
  'vendor-payment': 'What stores earn and are paid',
  slider: "The home page's slides",
  ad: 'Ads in the slots of the site',
  task: 'Task: tasks, offers, questions, reviews, taskers',
  job: 'Job: jobs and applications',
  rent: 'Rent: rentals and inquiries',
  blog: 'Blog posts',
  faq: 'Frequently asked questions',
  page: 'Pages: about and the policies',
  team: 'The team shown on the about page',
  partner: 'Partners shown on the site',
  sitemap: 'Every public address, for the sitemap',
  search: 'Search every section at once',
  profile: "A person's public profile across the sections",
  moderation: "Reports of listings, reviews, messages and people, and the admins' queue",
} as const satisfies Record<string, string>;
type Area = keyof typeof AREAS;

/**
 * Every route of the API, by area and audience: the plugin, the prefix it is mounted at and its area (the
 * folder under sections/, platform/ or content/, which is also the routes' tag in the API document). One
 * plugin per audience, each with its own role hook (see ARCHITECTURE.md, "Adding an area").
 */
const AREA_ROUTES: ReadonlyArray<readonly [FastifyPluginAsyncZod, string, Area]> = [
  [healthRoutes, '/api', 'health'],
  // page-cache: what the web's cached public pages must drop (the web server only)
  [pageCacheRoutes, '/api/page-cache', 'page-cache'],
  // auth: sign-up, sign-in, my profile, passwords
  [authRoutes, '/api/auth', 'auth'],
  // user: the admin's user list; the super admin's admins
  [adminUserRoutes, '/api/admin/users', 'user'],
  [superAdminAdminRoutes, '/api/admin/admins', 'user'],
  // dashboard: the admin's figures across the marketplace
  [adminDashboardRoutes, '/api/admin/dashboard', 'dashboard'],
  // contact: the contact form and the admins' inbox; email-template: every email's wording, the outbox
  [contactRoutes, '/api/contact', 'contact'],
  [adminMessageRoutes, '/api/admin/messages', 'contact'],
  [adminEmailTemplateRoutes, '/api/admin/email-templates', 'email-template'],
  [notificationRoutes, '/api/notification', 'notification'],
  // an email's one-click unsubscribe: no sign-in, a signed token
  [unsubscribeRoutes, '/api/notification/unsubscribe', 'notification'],
  // live: the signed-in person's event stream (notifications, seen marks, messages) from every instance
  [liveRoutes, '/api/live', 'live'],
  // push: web push subscriptions of a person's browsers
  [pushRoutes, '/api/push', 'push'],
  // moderation: reports of anything, and the admins' one queue across the sections
  [reportRoutes, '/api/reports', 'moderation'],
  [adminModerationRoutes, '/api/admin/moderation', 'moderation'],
  // saved-search: a person's saved searches, told of new listings that match them
  [savedSearchRoutes, '/api/user/saved-searches', 'saved-search'],
  // thread: private conversations about a subject of another area (a task, a rent inquiry)
  [threadRoutes, '/api/thread', 'thread'],
  [adminThreadRoutes, '/api/admin/threads', 'thread'],
  [siteSettingRoutes, '/api/site-setting', 'site-setting'],
  [uploadRoutes, '/api/upload', 'upload'],
  // address: the place tree; address-book: a user's delivery addresses
  [addressRoutes, '/api/address', 'address'],
  [adminAddressRoutes, '/api/admin/addresses', 'address'],
  [addressBookRoutes, '/api/user/addresses', 'address-book'],
  // category
  [categoryRoutes, '/api/category', 'category'],
  [adminCategoryRoutes, '/api/admin/categories', 'category'],
  // cross-sell: what a page offers of another section; the admin's links and counts
  [crossSellRoutes, '/api/cross-sell', 'cross-sell'],
  [adminCrossSellRoutes, '/api/admin/cross-sell', 'cross-sell'],
  // product
  [productRoutes, '/api/product', 'product'],
  [vendorProductRoutes, '/api/vendor/products', 'product'],
  [adminProductRoutes, '/api/admin/products', 'product'],
  // cart, wishlist, checkout
  [myCartRoutes, '/api/order/user', 'cart'],
  [guestCartRoutes, '/api/cart', 'cart'],
  [wishlistRoutes, '/api/wishlist', 'wishlist'],
  [checkoutRoutes, '/api/order/user/checkout', 'checkout'],
  [adminVoucherRoutes, '/api/admin/vouchers', 'voucher'],
  [deliveryChargeRoutes, '/api/admin/site-setting/delivery-charge', 'delivery-charge'],
  // order, delivery
  [userOrderRoutes, '/api/order/user', 'order'],
  [vendorOrderRoutes, '/api/vendor/orders', 'order'],
  [adminOrderRoutes, '/api/admin/orders', 'order'],
  [adminDeliveryRoutes, '/api/admin/deliveries', 'delivery'],
  // review
  [productReviewRoutes, '/api/product', 'review'],
  [myReviewRoutes, '/api/order/user/reviews', 'review'],
  [vendorReviewRoutes, '/api/vendor/reviews', 'review'],
  [adminReviewRoutes, '/api/admin/reviews', 'review'],
  // vendor: the store's own dashboard and profile, its public page, the admin's store list; applications; payments
  [vendorStoreRoutes, '/api/vendor', 'vendor'],
  [publicStoreRoutes, '/api/store', 'vendor'],
  [adminVendorRoutes, '/api/admin/vendors', 'vendor'],
  [vendorApplicationRoutes, '/api/vendor-application', 'vendor-application'],
  [adminVendorApplicationRoutes, '/api/admin/vendor-applications', 'vendor-application'],
  [vendorPaymentRoutes, '/api/vendor/payments', 'vendor-payment'],
  [adminVendorPaymentRoutes, '/api/admin/vendor-payments', 'vendor-payment'],
  // slider, ad
  [sliderRoutes, '/api/slider', 'slider'],
  [adminSliderRoutes, '/api/admin/sliders', 'slider'],
  [adRoutes, '/api/ad', 'ad'],
  [adminAdRoutes, '/api/admin/ads', 'ad'],
  // task: the public list and pages, the signed-in user's tasks, offers and reviews, the back office
  [publicTaskRoutes, '/api/task', 'task'],
  [userTaskRoutes, '/api/task', 'task'],
  [adminTaskRoutes, '/api/admin/task', 'task'],
  [taskServiceChargeRoutes, '/api/admin/site-setting/task-service-charge', 'task'],
  // job: the public list and pages, applying and my applications, the vendor's jobs and applications, the back office
  [publicJobRoutes, '/api/job', 'job'],
  [userJobRoutes, '/api/job', 'job'],
  [vendorJobRoutes, '/api/vendor/job', 'job'],
  [adminJobRoutes, '/api/admin/job', 'job'],
  // rent: the public list and pages, the signed-in user's listings and inquiries, the back office
  [publicRentRoutes, '/api/rent', 'rent'],
  [userRentRoutes, '/api/rent', 'rent'],
  [adminRentRoutes, '/api/admin/rent', 'rent'],
  // blog, faq, page (about and policies), team, partner: the content a super admin or admin writes
  [blogRoutes, '/api/blog', 'blog'],
  [adminBlogRoutes, '/api/admin/blogs', 'blog'],
  [faqRoutes, '/api/faq', 'faq'],
  [adminFaqRoutes, '/api/admin/faqs', 'faq'],
  [pageRoutes, '/api/page', 'page'],
  [adminPageRoutes, '/api/admin/site-setting/pages', 'page'],
  [teamRoutes, '/api/team', 'team'],
  [adminTeamRoutes, '/api/admin/site-setting/our-team', 'team'],
  [partnerRoutes, '/api/partner', 'partner'],
  [adminPartnerRoutes, '/api/admin/site-setting/our-partner', 'partner'],
  // sitemap: every public address
  [sitemapRoutes, '/api/sitemap', 'sitemap'],
  // search: every section's best matches at once
  [searchRoutes, '/api/search', 'search'],
  // profile: a person's public page, each section's part of it through the registry
  [profileRoutes, '/api/profile', 'profile'],
];

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
