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
import { keptListWriteRoutes } from '../../lib/kept-list-routes.ts';
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

  keptListWriteRoutes(app, {
    tags,
    words: {
      one: 'a slide',
      added: 'Slide added',
      saved: 'Slide saved',
      removed: 'Slide deleted',
      removeVerb: 'Delete',
    },
    schemas: {
      create: ZCreateSlideRequest,
      update: ZUpdateSlideRequest,
      params: ZSlideIdParams,
      write: ZSlideWriteResponse,
    },
    create: (input) => service.createSlide(app.deps, input),
    update: (id, input) => service.updateSlide(app.deps, id, input),
    remove: (id) => service.deleteSlide(app.deps, id),
  });

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
};
