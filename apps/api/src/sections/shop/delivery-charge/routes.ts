import {
  ZDeliveryChargeSettings,
  ZDeliveryChargeWriteResponse,
  ZUpdateDeliveryChargeRequest,
} from '@bazaar/shared/delivery-charge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/admin/site-setting/delivery-charge: the super admin's delivery charges (per district, default, free threshold). */
export const deliveryChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['delivery-charge'];

  app.get(
    '/',
    {
      schema: {
        summary: 'Show the delivery charges',
        tags,
        security: BEARER,
        response: { 200: ZDeliveryChargeSettings },
      },
    },
    async () => service.getDeliveryChargeSettings(app.deps),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Change the delivery charges',
        tags,
        security: BEARER,
        body: ZUpdateDeliveryChargeRequest,
        response: { 200: ZDeliveryChargeWriteResponse },
      },
    },
    async (request) => ({
      message: 'Delivery charges saved',
      data: await service.updateDeliveryChargeSettings(app.deps, request.body),
    }),
  );
};
