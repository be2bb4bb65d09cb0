import type { FastifyInstance } from 'fastify';

/** Registers the orders API routes (prefixes under /api). */
export async function registerOrdersRoutes(_app: FastifyInstance): Promise<void> {}
