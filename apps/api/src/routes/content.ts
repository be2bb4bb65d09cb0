import type { FastifyInstance } from 'fastify';
import { adminAdRoutes, adRoutes } from '../modules/ad/routes.ts';
import { adminSliderRoutes, sliderRoutes } from '../modules/slider/routes.ts';

/** Registers the content API routes (prefixes under /api): sliders and ad placements. */
export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sliderRoutes, { prefix: '/api/slider' });
  await app.register(adminSliderRoutes, { prefix: '/api/admin/sliders' });
  await app.register(adRoutes, { prefix: '/api/ad' });
  await app.register(adminAdRoutes, { prefix: '/api/admin/ads' });
}
