import {
  ZUserAddressDeleteResponse,
  ZUserAddressIdParams,
  ZUserAddressListResponse,
  ZUserAddressRequest,
  ZUserAddressWriteResponse,
} from '@bazaar/shared/address-book';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/user/addresses: the buyer's own address book (User role); other users' addresses are 404. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  const tags = ['address-book'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List my delivery addresses',
        tags,
        security: BEARER,
        response: { 200: ZUserAddressListResponse },
      },
    },
    async (request) => service.listMyAddresses(app.deps, currentUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a delivery address',
        tags,
        security: BEARER,
        body: ZUserAddressRequest,
        response: { 200: ZUserAddressWriteResponse },
      },
    },
    async (request) => ({
      message: 'Address saved',
      data: await service.createAddress(app.deps, currentUser(request).id, request.body),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a delivery address',
        tags,
        security: BEARER,
        params: ZUserAddressIdParams,
        body: ZUserAddressRequest,
        response: { 200: ZUserAddressWriteResponse },
      },
    },
    async (request) => ({
      message: 'Address updated',
      data: await service.updateAddress(app.deps, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/default',
    {
      schema: {
        summary: 'Make a delivery address my default',
        tags,
        security: BEARER,
        params: ZUserAddressIdParams,
        response: { 200: ZUserAddressWriteResponse },
      },
    },
    async (request) => ({
      message: 'Default address changed',
      data: await service.setDefaultAddress(app.deps, currentUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a delivery address',
        tags,
        security: BEARER,
        params: ZUserAddressIdParams,
        response: { 200: ZUserAddressDeleteResponse },
      },
    },
    async (request) => ({
      message: 'Address deleted',
      data: await service.deleteAddress(app.deps, currentUser(request).id, request.params.id),
    }),
  );
};
