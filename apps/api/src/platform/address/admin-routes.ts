import {
  ZAdminAddressIdParams,
  ZAdminAddressListQuery,
  ZAdminAddressNode,
  ZAdminAddressWriteResponse,
  ZCreateAddressRequest,
  ZRenameAddressRequest,
} from '@bazaar/shared/address';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './admin-service.ts';
import { forgetPlaceNames } from './places.ts';

/** /api/admin/addresses: admins edit the address tree (State → District → Municipality → Area). */
export const adminAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  // A write changes the names the lists show: this instance forgets the ones it read before it answers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) forgetPlaceNames();
    return payload;
  });
  const tags = ['admin-addresses'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List places of the address tree',
        tags,
        security: BEARER,
        querystring: ZAdminAddressListQuery,
        response: { 200: z.array(ZAdminAddressNode) },
      },
    },
    async (request) => service.listChildren(app.deps, request.query.parentId),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a place to the address tree',
        tags,
        security: BEARER,
        body: ZCreateAddressRequest,
        response: { 201: ZAdminAddressWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createAddress(app.deps, request.body);
      return reply.status(201).send({ message: `${data.name} added`, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Rename or move a place',
        tags,
        security: BEARER,
        params: ZAdminAddressIdParams,
        body: ZRenameAddressRequest,
        response: { 200: ZAdminAddressWriteResponse },
      },
    },
    async (request) => {
      const data = await service.renameAddress(app.deps, request.params.id, request.body.name);
      return { message: `Renamed to ${data.name}`, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a place',
        tags,
        security: BEARER,
        params: ZAdminAddressIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.deleteAddress(app.deps, request.params.id);
      return { message: 'Address deleted' };
    },
  );
};
