import {
  ZAdminCrossSellResponse,
  ZCrossSellEventRequest,
  ZCrossSellLinkRequest,
  ZCrossSellLinkResponse,
  ZCrossSellOfferParams,
  ZCrossSellOfferResponse,
  ZOrderCrossSellResponse,
  ZRentalsNearJobResponse,
} from '@bazaar/shared/cross-sell';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as service from './service.ts';

const ZId = (what: string) => z.object({ id: z.uuid({ error: `${what} must be a valid id` }) });

/** /api/cross-sell: what a page offers of another section, and how often offers are shown and followed (decision 049). */
export const crossSellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offer/:from/:id',
    {
      schema: {
        summary: 'The task a product or a rental page offers, if any',
        params: ZCrossSellOfferParams,
        response: { 200: ZCrossSellOfferResponse },
      },
    },
    async (request) => ({
      data: await service.offerForListing(app.deps, request.params.from, request.params.id),
    }),
  );

  app.get(
    '/rentals-near-job/:id',
    {
      schema: {
        summary: "The newest rentals in a job's district",
        params: ZId('id'),
        response: { 200: ZRentalsNearJobResponse },
      },
    },
    async (request) => ({ data: await service.rentalsNearJob(app.deps, request.params.id) }),
  );

  app.get(
    '/orders/:orderId',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The tasks my delivered order offers for its products',
        security: BEARER,
        params: z.object({ orderId: z.uuid({ error: 'orderId must be a valid id' }) }),
        response: { 200: ZOrderCrossSellResponse },
      },
    },
    async (request) => ({
      data: await service.offersForOrder(app.deps, currentUserId(request), request.params.orderId),
    }),
  );

  app.post(
    '/events',
    {
      schema: {
        summary: 'Count an offer of another section shown or followed',
        body: ZCrossSellEventRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.recordEvent(app.deps, request.body);
      return { message: 'Counted' };
    },
  );
};

/** /api/admin/cross-sell: which shop categories and kinds of rental offer which task category (admins). */
export const adminCrossSellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'List the cross-section links and what can be linked',
        security: BEARER,
        response: { 200: ZAdminCrossSellResponse },
      },
    },
    async () => ({ data: await service.adminView(app.deps) }),
  );

  app.put(
    '/links',
    {
      schema: {
        summary: 'Link a shop category or a kind of rental to a task category',
        security: BEARER,
        body: ZCrossSellLinkRequest,
        response: { 200: ZCrossSellLinkResponse },
      },
    },
    async (request) => {
      const link = await service.putLink(app.deps, request.body);
      return { message: `${link.fromLabel} now offers ${link.taskCategory.name}`, data: link };
    },
  );

  app.delete(
    '/links/:id',
    {
      schema: {
        summary: 'Remove a cross-section link',
        security: BEARER,
        params: ZId('id'),
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.removeLink(app.deps, request.params.id);
      return { message: 'Link removed' };
    },
  );
};
