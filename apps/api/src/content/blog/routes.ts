import {
  ZAdminBlogList,
  ZAdminBlogListQuery,
  ZBlogIdParams,
  ZBlogPost,
  ZBlogSlugParams,
  ZBlogWriteResponse,
  ZCreateBlogRequest,
  ZPublicBlogList,
  ZPublicBlogListQuery,
  ZPublicBlogPost,
  ZUpdateBlogRequest,
} from '@bazaar/shared/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/blog: the published posts and one post by its slug. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['blog'];
  app.get(
    '/',
    {
      schema: {
        summary: 'List blog posts',
        tags,
        querystring: ZPublicBlogListQuery,
        response: { 200: ZPublicBlogList },
      },
    },
    async (request) => service.listPublicPosts(app.deps, request.query),
  );
  app.get(
    '/:slug',
    {
      schema: {
        summary: 'Show a blog post',
        tags,
        params: ZBlogSlugParams,
        response: { 200: ZPublicBlogPost },
      },
    },
    async (request) => service.getPublicPost(app.deps, request.params.slug),
  );
};

/** /api/admin/blogs: admins write, publish and delete posts. */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-blogs'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List blog posts to edit',
        tags,
        security: BEARER,
        querystring: ZAdminBlogListQuery,
        response: { 200: ZAdminBlogList },
      },
    },
    async (request) => service.listAdminPosts(app.deps, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Show a blog post to edit',
        tags,
        security: BEARER,
        params: ZBlogIdParams,
        response: { 200: ZBlogPost },
      },
    },
    async (request) => service.getAdminPost(app.deps, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Write a blog post',
        tags,
        security: BEARER,
        body: ZCreateBlogRequest,
        response: { 201: ZBlogWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createPost(app.deps, currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ message: data.status === 'published' ? 'Post published' : 'Draft saved', data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a blog post',
        tags,
        security: BEARER,
        params: ZBlogIdParams,
        body: ZUpdateBlogRequest,
        response: { 200: ZBlogWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updatePost(app.deps, request.params.id, request.body);
      return { message: 'Post saved', data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a blog post',
        tags,
        security: BEARER,
        params: ZBlogIdParams,
        response: { 200: ZBlogWriteResponse },
      },
    },
    async (request) => {
      const data = await service.deletePost(app.deps, request.params.id);
      return { message: 'Post deleted', data };
    },
  );
};
