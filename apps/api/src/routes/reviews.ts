import type { FastifyInstance } from 'fastify';
import {
  adminReviewRoutes,
  myReviewRoutes,
  productReviewRoutes,
  vendorReviewRoutes,
} from '../modules/review/routes.ts';
import { vendorStoreRoutes } from '../modules/vendor-store/routes.ts';

/** Registers the reviews API routes (prefixes under /api), plus the vendor dashboard and profile. */
export async function registerReviewsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(productReviewRoutes, { prefix: '/api/product' });
  await app.register(myReviewRoutes, { prefix: '/api/order/user/reviews' });
  await app.register(vendorReviewRoutes, { prefix: '/api/vendor/reviews' });
  await app.register(adminReviewRoutes, { prefix: '/api/admin/reviews' });
  await app.register(vendorStoreRoutes, { prefix: '/api/vendor' });
}
