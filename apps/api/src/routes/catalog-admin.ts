import type { FastifyInstance } from 'fastify';
import { adminCategoryRoutes } from '../modules/admin-category/routes.ts';
import { adminProductRoutes } from '../modules/admin-product/routes.ts';
import { vendorProductRoutes } from '../modules/vendor-product/routes.ts';

/** Registers the catalog-admin API routes (prefixes under /api). */
export async function registerCatalogAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(vendorProductRoutes, { prefix: '/api/vendor/products' });
  await app.register(adminProductRoutes, { prefix: '/api/admin/products' });
  await app.register(adminCategoryRoutes, { prefix: '/api/admin/categories' });
}
