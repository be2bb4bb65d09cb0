import type { FastifyInstance } from 'fastify';

/** Registers the content API routes (prefixes under /api). */
export async function registerContentRoutes(_app: FastifyInstance): Promise<void> {}
