import {
  ZVendorProductDetail,
  ZVendorProductIdParams,
  ZVendorProductListQuery,
  ZVendorProductListResponse,
  ZVendorProductRequest,
  ZVendorProductStatusRequest,
  ZVendorProductWriteResponse,
} from '@bazaar/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentVendor } from '../../../plugins/auth.ts';
import { createMyProduct } from './vendor-service/create-my-product.ts';
import { getMyProduct, listMyProducts } from './vendor-service/read-my-products.ts';
import { setMyProductStatus } from './vendor-service/set-my-product-status.ts';
import { updateMyProduct } from './vendor-service/update-my-product.ts';

/** /api/vendor/products: a vendor manages its own store's products (never another store's: 404). */
export const vendorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);
  const tags = ['vendor-products'];

  app.get(
    '/',
    {
      schema: {
        summary: "List my store's products",
        tags,
        security: BEARER,
        querystring: ZVendorProductListQuery,
        response: { 200: ZVendorProductListResponse },
      },
    },
    async (request) => listMyProducts(app.deps, currentVendor(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: "Show one of my store's products",
        tags,
        security: BEARER,
        params: ZVendorProductIdParams,
        response: { 200: ZVendorProductDetail },
      },
    },
    async (request) => getMyProduct(app.deps, currentVendor(request), request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a product to my store',
        tags,
        security: BEARER,
        body: ZVendorProductRequest,
        response: { 201: ZVendorProductWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await createMyProduct(app.deps, currentVendor(request), request.body);
      const verb = data.status === 'active' ? 'is published' : 'is saved as a draft';
      return reply.status(201).send({ message: `${data.name} ${verb}`, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: "Update one of my store's products",
        tags,
        security: BEARER,
        params: ZVendorProductIdParams,
        body: ZVendorProductRequest,
        response: { 200: ZVendorProductWriteResponse },
      },
    },
    async (request) => {
      const data = await updateMyProduct(app.deps, currentVendor(request), request.params.id, request.body);
      return { message: `${data.name} is saved`, data };
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: 'Publish or unpublish a product',
        tags,
        security: BEARER,
        params: ZVendorProductIdParams,
        body: ZVendorProductStatusRequest,
        response: { 200: ZVendorProductWriteResponse },
      },
    },
    async (request) =>
      setMyProductStatus(app.deps, currentVendor(request), request.params.id, request.body.status),
  );
};
