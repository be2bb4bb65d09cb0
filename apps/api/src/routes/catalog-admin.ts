import type { FastifyInstance } from 'fastify';

/** Registers the catalog-admin API routes (prefixes under /api). */
export async function registerCatalogAdminRoutes(_app: FastifyInstance): Promise<void> {}
