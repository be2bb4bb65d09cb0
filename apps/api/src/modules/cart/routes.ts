import { ZCartResponse } from '@bazaar/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/order/user: the buyer's own cart (User role, spec §6). */
export const myCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));

  app.get(
    '/my-cart',
    { schema: { tags: ['cart'], security: BEARER, response: { 200: ZCartResponse } } },
    async (request) => service.getMyCart(app.db, currentUser(request).id),
  );
};
