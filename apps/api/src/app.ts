import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminAdRoutes, adRoutes } from './content/ad/routes.ts';
import { adminBlogRoutes, blogRoutes } from './content/blog/routes.ts';
import { adminMessageRoutes, contactRoutes } from './content/contact/routes.ts';
import { adminFaqRoutes, faqRoutes } from './content/faq/routes.ts';
import { adminPageRoutes, pageRoutes } from './content/page/routes.ts';
import { adminPartnerRoutes, partnerRoutes } from './content/partner/routes.ts';
import { adminSliderRoutes, sliderRoutes } from './content/slider/routes.ts';
import { adminTeamRoutes, teamRoutes } from './content/team/routes.ts';
import type { DbHandle } from './db/client.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store.ts';
import type { AppDeps } from './lib/deps.ts';
import { createMailer } from './lib/mailer.ts';
import { CATALOGUE_CACHE_TTL_MS, createMicroCache } from './lib/micro-cache.ts';
import { SEARCH_VOCABULARY_TTL_MS } from './lib/search/vocabulary.ts';
import { createUserCache } from './lib/user-cache.ts';
import { adminAddressRoutes } from './platform/address/admin-routes.ts';
import { addressRoutes } from './platform/address/routes.ts';
import { authRoutes } from './platform/auth/routes.ts';
import { adminCategoryRoutes } from './platform/category/admin-routes.ts';
import { categoryRoutes } from './platform/category/routes.ts';
import { adminDashboardRoutes } from './platform/dashboard/routes.ts';
import { adminEmailTemplateRoutes } from './platform/email-template/routes.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { notificationRoutes } from './platform/notification/routes.ts';
import { pageCacheRoutes } from './platform/page-cache/routes.ts';
import { siteSettingRoutes } from './platform/site-setting/routes.ts';
import { sitemapRoutes } from './platform/sitemap/routes.ts';
import { threadRoutes } from './platform/thread/routes.ts';
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

/**
 * Every route of the API, by area (the folder under modules/) and audience: the plugin and the prefix it
 * is mounted at. One plugin per audience, each with its own role hook (see ARCHITECTURE.md, "Adding an area").
 */
const AREA_ROUTES: ReadonlyArray<readonly [FastifyPluginAsyncZod, string]> = [
  [healthRoutes, '/api'],
  // page-cache: what the web's cached public pages must drop (the web server only)
  [pageCacheRoutes, '/api/page-cache'],
  // auth: sign-up, sign-in, my profile, passwords
  [authRoutes, '/api/auth'],
  // user: the admin's user list; the super admin's admins
  [adminUserRoutes, '/api/admin/users'],
  [superAdminAdminRoutes, '/api/admin/admins'],
  // dashboard: the admin's figures across the marketplace
  [adminDashboardRoutes, '/api/admin/dashboard'],
  // message: the contact form and the admins' inbox; email-template: every email's wording, the outbox
  [contactRoutes, '/api/contact'],
  [adminMessageRoutes, '/api/admin/messages'],
  [adminEmailTemplateRoutes, '/api/admin/email-templates'],
  [notificationRoutes, '/api/notification'],
  // thread: private conversations about a subject of another area (a task, a rent inquiry)
  [threadRoutes, '/api/thread'],
  [siteSettingRoutes, '/api/site-setting'],
  [uploadRoutes, '/api/upload'],
  // address: the place tree; address-book: a user's delivery addresses
  [addressRoutes, '/api/address'],
  [adminAddressRoutes, '/api/admin/addresses'],
  [addressBookRoutes, '/api/user/addresses'],
  // category
  [categoryRoutes, '/api/category'],
  [adminCategoryRoutes, '/api/admin/categories'],
  // product
  [productRoutes, '/api/product'],
  [vendorProductRoutes, '/api/vendor/products'],
  [adminProductRoutes, '/api/admin/products'],
  // cart, wishlist, checkout
  [myCartRoutes, '/api/order/user'],
  [guestCartRoutes, '/api/cart'],
  [wishlistRoutes, '/api/wishlist'],
  [checkoutRoutes, '/api/order/user/checkout'],
  [adminVoucherRoutes, '/api/admin/vouchers'],
  [deliveryChargeRoutes, '/api/admin/site-setting/delivery-charge'],
  // order, delivery
  [userOrderRoutes, '/api/order/user'],
  [vendorOrderRoutes, '/api/vendor/orders'],
  [adminOrderRoutes, '/api/admin/orders'],
  [adminDeliveryRoutes, '/api/admin/deliveries'],
  // review
  [productReviewRoutes, '/api/product'],
  [myReviewRoutes, '/api/order/user/reviews'],
  [vendorReviewRoutes, '/api/vendor/reviews'],
  [adminReviewRoutes, '/api/admin/reviews'],
  // vendor: the store's own dashboard and profile, its public page, the admin's store list; applications; payments
  [vendorStoreRoutes, '/api/vendor'],
  [publicStoreRoutes, '/api/store'],
  [adminVendorRoutes, '/api/admin/vendors'],
  [vendorApplicationRoutes, '/api/vendor-application'],
  [adminVendorApplicationRoutes, '/api/admin/vendor-applications'],
  [vendorPaymentRoutes, '/api/vendor/payments'],
  [adminVendorPaymentRoutes, '/api/admin/vendor-payments'],
  // slider, ad
  [sliderRoutes, '/api/slider'],
  [adminSliderRoutes, '/api/admin/sliders'],
  [adRoutes, '/api/ad'],
  [adminAdRoutes, '/api/admin/ads'],
  // task: the public list and pages, the signed-in user's tasks, offers and reviews, the back office
  [publicTaskRoutes, '/api/task'],
  [userTaskRoutes, '/api/task'],
  [adminTaskRoutes, '/api/admin/task'],
  [taskServiceChargeRoutes, '/api/admin/site-setting/task-service-charge'],
  // job: the public list and pages, applying and my applications, the vendor's jobs and applications, the back office
  [publicJobRoutes, '/api/job'],
  [userJobRoutes, '/api/job'],
  [vendorJobRoutes, '/api/vendor/job'],
  [adminJobRoutes, '/api/admin/job'],
  // rent: the public list and pages, the signed-in user's listings and inquiries, the back office
  [publicRentRoutes, '/api/rent'],
  [userRentRoutes, '/api/rent'],
  [adminRentRoutes, '/api/admin/rent'],
  // blog, faq, page (about and policies), team, partner: the content a super admin or admin writes
  [blogRoutes, '/api/blog'],
  [adminBlogRoutes, '/api/admin/blogs'],
  [faqRoutes, '/api/faq'],
  [adminFaqRoutes, '/api/admin/faqs'],
  [pageRoutes, '/api/page'],
  [adminPageRoutes, '/api/admin/site-setting/pages'],
  [teamRoutes, '/api/team'],
  [adminTeamRoutes, '/api/admin/site-setting/our-team'],
  [partnerRoutes, '/api/partner'],
  [adminPartnerRoutes, '/api/admin/site-setting/our-partner'],
  // sitemap: every public address
  [sitemapRoutes, '/api/sitemap'],
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
  /** Prefix of every Redis key, so several apps (or test runs) can share one Redis. */
  keyPrefix?: string;
};

export type BuildAppOptions = {
  config: AppConfig;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Called for each registered route (tests walk every route). */
  onRoute?: (route: RouteOptions) => void;
};

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
  app.decorate('deps', {
    db: app.db,
    dbKind: app.dbKind,
    redis: app.redis,
    jwtSecret: config.jwtSecret,
    imageBaseUrl: config.imageBaseUrl,
    uploadsDir,
    privateUploadsDir: join(config.dataDir, 'private'),
    counters: app.redis ? createRedisCounterStore(app.redis, `${keyPrefix}c:`) : createMemoryCounterStore(),
    webOrigin: config.webOrigin,
    mailer,
    siteSettingCache: null,
    userCache: createUserCache(),
    catalogCache: createMicroCache({ ttlMs: config.catalogueCacheMs ?? CATALOGUE_CACHE_TTL_MS }),
    taskCache: createMicroCache({ ttlMs: config.catalogueCacheMs ?? CATALOGUE_CACHE_TTL_MS }),
    jobCache: createMicroCache({ ttlMs: config.catalogueCacheMs ?? CATALOGUE_CACHE_TTL_MS }),
    searchVocabularyCache: createMicroCache({ maxEntries: 16, ttlMs: SEARCH_VOCABULARY_TTL_MS }),
  } satisfies AppDeps);

  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(uploadsPlugin, { uploadsDir });
  await app.register(swaggerPlugin);
  await app.register(pagePurgePlugin);

  for (const [plugin, prefix] of AREA_ROUTES) await app.register(plugin, { prefix });

  await app.ready();
  mailer.start();
  return app;
}
