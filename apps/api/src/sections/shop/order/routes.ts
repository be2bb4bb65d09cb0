import {
  ZAdminOrderListQuery,
  ZCancelOrderRequest,
  ZOrderDetail,
  ZOrderIdParams,
  ZOrderListResponse,
  ZOrderListWithCountsResponse,
  ZOrderStatusRequest,
  ZOrderWriteResponse,
  ZUserOrderListQuery,
  ZVendorOrderListQuery,
} from '@bazaar/shared/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser, currentVendor } from '../../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['orders'];

/** /api/order/user: the buyer's own orders (User role); another buyer's order is a 404. */
export const userOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));

  app.get(
    '/orders',
    {
      schema: {
        summary: 'List my orders',
        tags,
        security: BEARER,
        querystring: ZUserOrderListQuery,
        response: { 200: ZOrderListResponse },
      },
    },
    async (request) => service.listUserOrders(app.deps, currentUser(request).id, request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'Show one of my orders',
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) =>
      service.getOrder(app.deps, { role: 'User', userId: currentUser(request).id }, request.params.id),
  );

  app.put(
    '/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancel one of my orders',
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        body: ZCancelOrderRequest,
        response: { 200: ZOrderWriteResponse },
      },
    },
    async (request) => {
      const data = await service.changeOrderStatus(
        app.deps,
        { role: 'User', userId: currentUser(request).id },
        request.params.id,
        'Cancelled',
        request.body.reason ?? '',
      );
      return { message: `Order ${data.orderNumber} is cancelled`, data };
    },
  );
};

/** /api/vendor/orders: the orders of the signed-in vendor's store; another store's order is a 404. */
export const vendorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);

  const actorOf = (request: FastifyRequest) => ({
    role: 'Vendor' as const,
    userId: currentUser(request).id,
    vendorId: currentVendor(request).id,
  });

  app.get(
    '/',
    {
      schema: {
        summary: "List my store's orders",
        tags,
        security: BEARER,
        querystring: ZVendorOrderListQuery,
        response: { 200: ZOrderListWithCountsResponse },
      },
    },
    async (request) => service.listVendorOrders(app.deps, currentVendor(request).id, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: "Show one of my store's orders",
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) => service.getOrder(app.deps, actorOf(request), request.params.id),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: "Move one of my store's orders on",
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        body: ZOrderStatusRequest,
        response: { 200: ZOrderWriteResponse },
      },
    },
    async (request) => {
      const { status, note, courier } = request.body;
      const data = await service.changeOrderStatus(
        app.deps,
        actorOf(request),
        request.params.id,
        status,
        note ?? '',
        courier ? { courier } : {},
      );
      return { message: `Order ${data.orderNumber} is ${status.toLowerCase()}`, data };
    },
  );
};

/** /api/admin/orders: every order, every allowed transition (Admin role). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'List every order',
        tags,
        security: BEARER,
        querystring: ZAdminOrderListQuery,
        response: { 200: ZOrderListWithCountsResponse },
      },
    },
    async (request) => service.listAdminOrders(app.deps, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Show an order',
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) =>
      service.getOrder(app.deps, { role: 'Admin', userId: currentUser(request).id }, request.params.id),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: "Change an order's status",
        tags,
        security: BEARER,
        params: ZOrderIdParams,
        body: ZOrderStatusRequest,
        response: { 200: ZOrderWriteResponse },
      },
    },
    async (request) => {
      const { status, note, courier } = request.body;
      const data = await service.changeOrderStatus(
        app.deps,
        { role: 'Admin', userId: currentUser(request).id },
        request.params.id,
        status,
        note ?? '',
        courier ? { courier } : {},
      );
      return { message: `Order ${data.orderNumber} is ${status.toLowerCase()}`, data };
    },
  );
};
