import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store.ts';
import type { AppDeps } from './lib/deps.ts';
import { createMailer } from './lib/mailer.ts';
import { createMicroCache } from './lib/micro-cache.ts';
import { createUserCache } from './lib/user-cache.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { adminAddressRoutes } from './modules/admin-addresses/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { adminVendorRoutes } from './modules/admin-vendors/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { guestCartRoutes, myCartRoutes } from './modules/cart/routes.ts';
import { categoryRoutes } from './modules/category/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { siteSettingRoutes } from './modules/site-setting/routes.ts';
import { uploadRoutes } from './modules/upload/routes.ts';
import {
  adminVendorApplicationRoutes,
  vendorApplicationRoutes,
} from './modules/vendor-application/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { generateRequestId, securityPlugin } from './plugins/security.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { registerCatalogAdminRoutes } from './routes/catalog-admin.ts';
import { registerCheckoutRoutes } from './routes/checkout.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerOrdersRoutes } from './routes/orders.ts';
import { registerReviewsRoutes } from './routes/reviews.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppConfig = {
  jwtSecret: string;
  webOrigin: string;
  imageBaseUrl: string;
  dataDir: string;
  redisUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Global requests per minute per IP; 0 turns it off. */
  rateLimitMax: number;
  trustProxy?: string | boolean;
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

/** Builds the API (used by the server and by tests through app.inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const keyPrefix = config.keyPrefix ?? 'bazaar:';
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: generateRequestId,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
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
  await app.register(securityPlugin, { webOrigin: config.webOrigin });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, keyPrefix });

  const uploadsDir = join(config.dataDir, 'uploads');
  app.decorate('deps', {
    db: app.db,
    dbKind: app.dbKind,
    redis: app.redis,
    jwtSecret: config.jwtSecret,
    imageBaseUrl: config.imageBaseUrl,
    uploadsDir,
    counters: app.redis ? createRedisCounterStore(app.redis, `${keyPrefix}c:`) : createMemoryCounterStore(),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (err) => app.log.error({ err }, 'smtp send failed'),
    }),
    siteSettingCache: null,
    userCache: createUserCache(),
    catalogCache: createMicroCache(),
  } satisfies AppDeps);

  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(uploadsPlugin, { uploadsDir });
  await app.register(swaggerPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(notificationRoutes, { prefix: '/api/notification' });
  await app.register(siteSettingRoutes, { prefix: '/api/site-setting' });
  await app.register(myCartRoutes, { prefix: '/api/order/user' });
  await app.register(uploadRoutes, { prefix: '/api/upload' });
  await app.register(adminUserRoutes, { prefix: '/api/admin/users' });
  await app.register(categoryRoutes, { prefix: '/api/category' });
  await app.register(productRoutes, { prefix: '/api/product' });
  await app.register(addressRoutes, { prefix: '/api/address' });
  await app.register(guestCartRoutes, { prefix: '/api/cart' });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist' });
  await app.register(vendorApplicationRoutes, { prefix: '/api/vendor-application' });
  await app.register(adminVendorApplicationRoutes, { prefix: '/api/admin/vendor-applications' });
  await app.register(adminVendorRoutes, { prefix: '/api/admin/vendors' });
  await app.register(adminAddressRoutes, { prefix: '/api/admin/addresses' });
  await registerCheckoutRoutes(app);
  await registerOrdersRoutes(app);
  await registerReviewsRoutes(app);
  await registerCatalogAdminRoutes(app);
  await registerContentRoutes(app);

  await app.ready();
  return app;
}
