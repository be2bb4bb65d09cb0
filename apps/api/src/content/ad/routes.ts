import {
  AD_SLOT_LABELS,
  ZAd,
  ZAdminAdList,
  ZAdSlotParams,
  ZAdWriteResponse,
  ZPutAdRequest,
} from '@bazaar/shared/ad';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/ad/:slot: the slot's active advertisement (404 when none). */
export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:slot',
    {
      schema: {
        summary: 'Show the ad in a slot',
        tags: ['ad'],
        params: ZAdSlotParams,
        response: { 200: ZAd },
      },
    },
    async (request) => service.getActiveAd(app.deps, request.params.slot),
  );
};

/** /api/admin/ads: the super admin sets the ad of each slot. */
export const adminAdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admin-ads'];

  app.get(
    '/',
    { schema: { summary: 'List ad slots', tags, security: BEARER, response: { 200: ZAdminAdList } } },
    async () => service.listAdsForAdmin(app.deps),
  );

  app.put(
    '/:slot',
    {
      schema: {
        summary: 'Set the ad in a slot',
        tags,
        security: BEARER,
        params: ZAdSlotParams,
        body: ZPutAdRequest,
        response: { 200: ZAdWriteResponse },
      },
    },
    async (request) => {
      const { slot } = request.params;
      const data = await service.putAd(app.deps, slot, request.body);
      const { label } = AD_SLOT_LABELS[slot];
      return { message: data.isActive ? `${label} ad is live` : `${label} ad saved (switched off)`, data };
    },
  );
};
