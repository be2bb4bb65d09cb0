import {
  ZMyRentListingResponse,
  ZPostedRentListQuery,
  ZPostedRentListResponse,
  ZRentDetailResponse,
  ZRentIdParams,
  ZRentInquiryIdParams,
  ZRentInquiryListQuery,
  ZRentInquiryListResponse,
  ZRentInquiryRequest,
  ZRentInquiryWriteResponse,
  ZRentListQuery,
  ZRentListResponse,
  ZRentRequest,
  ZRentStatusRequest,
  ZRentTypeCountsResponse,
  ZRentViewerResponse,
  ZRentWriteResponse,
} from '@bazaar/shared/rent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser, currentUserId } from '../../plugins/auth.ts';
import * as inquiryService from './inquiry-service.ts';
import * as listingService from './listing-service.ts';
import * as service from './service.ts';

const tags = ['rent'];

/** /api/rent (public): the list and a listing's page. */
export const publicRentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      schema: {
        summary: 'List rentals',
        tags,
        querystring: ZRentListQuery,
        response: { 200: ZRentListResponse },
      },
    },
    async (request) => service.listListings(app.deps, request.query),
  );

  app.get(
    '/types',
    { schema: { summary: 'List rental types', tags, response: { 200: ZRentTypeCountsResponse } } },
    async () => service.countTypes(app.deps),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Show a rental',
        tags,
        params: ZRentIdParams,
        response: { 200: ZRentDetailResponse },
      },
    },
    async (request) => ({ data: await service.getListing(app.deps, request.params.id) }),
  );
};

/** /api/rent (User role): my listings and their statuses, inquiries sent and received. */
export const userRentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));

  app.post(
    '/',
    {
      schema: {
        summary: 'List a rental',
        tags,
        security: BEARER,
        body: ZRentRequest,
        response: { 201: ZRentWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await listingService.createListing(app.deps, currentUserId(request), request.body);
      return reply
        .status(201)
        .send({ message: data.status === 'Active' ? 'Your listing is live' : 'Draft saved', data });
    },
  );

  app.get(
    '/user/posted',
    {
      schema: {
        summary: 'List my rentals',
        tags,
        security: BEARER,
        querystring: ZPostedRentListQuery,
        response: { 200: ZPostedRentListResponse },
      },
    },
    async (request) => listingService.listPostedListings(app.deps, currentUserId(request), request.query),
  );

  app.get(
    '/user/inquiries',
    {
      schema: {
        summary: 'List my rental inquiries',
        tags,
        security: BEARER,
        querystring: ZRentInquiryListQuery,
        response: { 200: ZRentInquiryListResponse },
      },
    },
    async (request) => inquiryService.listMyInquiries(app.deps, currentUserId(request), request.query),
  );

  app.get(
    '/user/listing/:id',
    {
      schema: {
        summary: 'Show one of my rentals',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        response: { 200: ZMyRentListingResponse },
      },
    },
    async (request) => ({
      data: await listingService.getMyListing(app.deps, currentUserId(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update my rental',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        body: ZRentRequest,
        response: { 200: ZRentWriteResponse },
      },
    },
    async (request) => ({
      message: 'Listing saved',
      data: await listingService.updateListing(
        app.deps,
        currentUserId(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: 'Publish, mark rented or deactivate my rental',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        body: ZRentStatusRequest,
        response: { 200: ZRentWriteResponse },
      },
    },
    async (request) => {
      const data = await listingService.moveListing(
        app.deps,
        currentUserId(request),
        request.params.id,
        request.body.status,
      );
      const said = {
        Draft: 'Listing saved',
        Active: 'Listing is live',
        Rented: 'Marked rented',
        Inactive: 'Listing deactivated',
      };
      return { message: said[data.status], data };
    },
  );

  app.get(
    '/:id/me',
    {
      schema: {
        summary: 'Show my inquiry about a rental',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        response: { 200: ZRentViewerResponse },
      },
    },
    async (request) => ({
      data: await service.getViewer(app.deps, currentUserId(request), request.params.id),
    }),
  );

  app.post(
    '/:id/inquiries',
    {
      schema: {
        summary: 'Inquire about a rental',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        body: ZRentInquiryRequest,
        response: { 201: ZRentInquiryWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Inquiry sent: the owner will answer in your inquiries',
        data: await inquiryService.sendInquiry(
          app.deps,
          currentUser(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.put(
    '/inquiries/:inquiryId/close',
    {
      schema: {
        summary: 'Close a rental inquiry',
        tags,
        security: BEARER,
        params: ZRentInquiryIdParams,
        response: { 200: ZRentInquiryWriteResponse },
      },
    },
    async (request) => ({
      message: 'Inquiry closed',
      data: await inquiryService.closeInquiry(app.deps, currentUser(request), request.params.inquiryId),
    }),
  );
};
