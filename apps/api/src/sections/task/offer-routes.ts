import {
  ZTaskIdParams,
  ZTaskOfferIdParams,
  ZTaskOfferListResponse,
  ZTaskOfferRequest,
  ZTaskOfferWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as offerService from './offer-service.ts';

const tags = ['task'];

/** /api/task (User role): the offers on a task: listing, making, changing, withdrawing and accepting them. */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/offers',
    {
      schema: {
        summary: "List a task's offers",
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        response: { 200: ZTaskOfferListResponse },
      },
    },
    async (request) => ({
      docs: await offerService.listOffers(app.deps, currentUserId(request), request.params.id),
    }),
  );

  app.post(
    '/:id/offers',
    {
      schema: {
        summary: 'Make an offer on a task',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskOfferRequest,
        response: { 201: ZTaskOfferWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your offer is sent',
        data: await offerService.makeOffer(app.deps, currentUserId(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/offers/:offerId',
    {
      schema: {
        summary: 'Change my offer',
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        body: ZTaskOfferRequest,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your offer is changed',
      data: await offerService.changeOffer(
        app.deps,
        currentUserId(request),
        request.params.offerId,
        request.body,
      ),
    }),
  );

  app.put(
    '/offers/:offerId/withdraw',
    {
      schema: {
        summary: 'Withdraw my offer',
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your offer is withdrawn',
      data: await offerService.withdrawOffer(app.deps, currentUserId(request), request.params.offerId),
    }),
  );

  app.put(
    '/offers/:offerId/accept',
    {
      schema: {
        summary: 'Accept an offer on my task',
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Offer accepted: the task is assigned',
      data: await offerService.acceptOffer(app.deps, currentUserId(request), request.params.offerId),
    }),
  );
};
