import {
  IDEMPOTENCY_KEY_HEADER,
  ZCheckoutQuote,
  ZCheckoutQuoteRequest,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZIdempotencyKey,
} from '@bazaar/shared/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../../lib/app-error.ts';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { placeCheckout } from './service/place-checkout.ts';
import { quoteCheckout } from './service/quote-checkout.ts';

/** /api/order/user/checkout: the buyer prices the cart (quote) and places the orders (User role). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  const tags = ['checkout'];

  app.post(
    '/quote',
    {
      schema: {
        summary: 'Price my checkout before placing it',
        tags,
        security: BEARER,
        body: ZCheckoutQuoteRequest,
        response: { 200: ZCheckoutQuote },
      },
    },
    async (request) => quoteCheckout(app.deps, currentUser(request).id, request.body ?? {}),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Place my orders',
        tags,
        security: BEARER,
        description: `Needs an ${IDEMPOTENCY_KEY_HEADER} header (8–100 characters): a retry with the same key answers the same orders.`,
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutResponse },
      },
    },
    async (request) => {
      const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const parsed = ZIdempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
      if (!parsed.success) {
        throw fieldError(
          IDEMPOTENCY_KEY_HEADER,
          parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key',
        );
      }
      const buyer = currentUser(request);
      // The checkout purges the product pages it changed itself, with its orders (page-cache rules).
      return placeCheckout(app.deps, buyer.id, parsed.data, request.body, { buyer });
    },
  );
};
