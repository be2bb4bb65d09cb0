import {
  ZAdminSliderListQuery,
  ZAdminSliderListResponse,
  ZCreateSlideRequest,
  ZMoveSlideRequest,
  ZSlideIdParams,
  ZSliderList,
  ZSliderQuery,
  ZSlideWriteResponse,
  ZUpdateSlideRequest,
} from '@bazaar/shared/slider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/slider: the active slides of the home or shop carousel, in order. */
export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "List the home page's slides",
        tags: ['slider'],
        querystring: ZSliderQuery,
        response: { 200: ZSliderList },
      },
    },
    async (request) => service.listPublicSlides(app.deps, request.query.placement),
  );
};

/** /api/admin/sliders: admins add, edit, reorder, hide and delete slides. */
export const adminSliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-sliders'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List slides',
        tags,
        security: BEARER,
        querystring: ZAdminSliderListQuery,
        response: { 200: ZAdminSliderListResponse },
      },
    },
    async (request) => service.listAdminSlides(app.deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a slide',
        tags,
        security: BEARER,
        body: ZCreateSlideRequest,
        response: { 201: ZSlideWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createSlide(app.deps, request.body);
      return reply.status(201).send({ message: 'Slide added', data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a slide',
        tags,
        security: BEARER,
        params: ZSlideIdParams,
        body: ZUpdateSlideRequest,
        response: { 200: ZSlideWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateSlide(app.deps, request.params.id, request.body);
      return { message: 'Slide saved', data };
    },
  );

  app.put(
    '/:id/move',
    {
      schema: {
        summary: 'Move a slide up or down',
        tags,
        security: BEARER,
        params: ZSlideIdParams,
        body: ZMoveSlideRequest,
        response: { 200: ZSlideWriteResponse },
      },
    },
    async (request) => {
      const { direction } = request.body;
      const data = await service.moveSlide(app.deps, request.params.id, direction);
      return { message: direction === 'up' ? 'Slide moved up' : 'Slide moved down', data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a slide',
        tags,
        security: BEARER,
        params: ZSlideIdParams,
        response: { 200: ZSlideWriteResponse },
      },
    },
    async (request) => {
      const data = await service.deleteSlide(app.deps, request.params.id);
      return { message: 'Slide deleted', data };
    },
  );
};
