import type { FastifyInstance } from 'fastify';

/** Registers the reviews API routes (prefixes under /api). */
export async function registerReviewsRoutes(_app: FastifyInstance): Promise<void> {}
