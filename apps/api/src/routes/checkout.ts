import type { FastifyInstance } from 'fastify';

/** Registers the checkout API routes (prefixes under /api). */
export async function registerCheckoutRoutes(_app: FastifyInstance): Promise<void> {}
