import {
  ZDeliveryIdParams,
  ZDeliveryListQuery,
  ZDeliveryListResponse,
  ZDeliveryUpdateRequest,
  ZDeliveryWriteResponse,
} from '@bazaar/shared/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/admin/deliveries: delivery records of shipped orders (Admin role). */
export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['deliveries'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List deliveries',
        tags,
        security: BEARER,
        querystring: ZDeliveryListQuery,
        response: { 200: ZDeliveryListResponse },
      },
    },
    async (request) => service.listDeliveries(app.deps, request.query),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a delivery',
        tags,
        security: BEARER,
        params: ZDeliveryIdParams,
        body: ZDeliveryUpdateRequest,
        response: { 200: ZDeliveryWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateDelivery(
        app.deps,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return { message: `Delivery of ${data.orderNumber} is updated`, data };
    },
  );
};
