import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZProfileWriteResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZUpdateProfileRequest,
  ZUser,
} from '@bazaar/shared/auth';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';
import * as sessions from './session-service.ts';

/** /api/auth: registration, sign-in, profile and password. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create an account',
        tags,
        body: ZRegisterRequest,
        response: { 201: ZSessionResponse },
      },
    },
    async (request, reply) => {
      const session = await service.registerUser(app.deps, request.body);
      return reply.status(201).send({ message: 'Your account has been created', ...session });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email or phone',
        tags,
        body: ZLoginRequest,
        response: { 200: ZSessionResponse },
      },
    },
    async (request) => {
      const session = await service.loginUser(app.deps, request.body, request.clientAddress ?? request.ip);
      return { message: 'Signed in successfully', ...session };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Renew the access token of a session',
        tags,
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse },
      },
    },
    async (request) => sessions.refreshSession(app.deps, request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign this session out',
        tags,
        body: ZRefreshRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await sessions.logoutSession(app.deps, request.body.refreshToken);
      return { message: 'You have been signed out' };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Sign out of every session',
        tags,
        security: BEARER,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await sessions.logoutEverywhere(app.deps, currentUser(request));
      return { message: 'Signed out everywhere. Every session of your account has ended, this one too.' };
    },
  );

  app.get(
    '/my-profile',
    {
      onRequest: app.requireAuth,
      schema: { summary: 'Show my profile', tags, security: BEARER, response: { 200: ZUser } },
    },
    async (request) => service.toPublicUser(currentUser(request), app.deps.imageBaseUrl),
  );

  app.put(
    '/my-profile',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Update my profile',
        tags,
        security: BEARER,
        body: ZUpdateProfileRequest,
        response: { 200: ZProfileWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateProfile(app.deps, currentUser(request), request.body);
      return { message: 'Profile updated', data };
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Change my password',
        tags,
        security: BEARER,
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse },
      },
    },
    async (request) => {
      const sessionId = request.sessionId ?? '';
      const data = await service.changePassword(app.deps, currentUser(request), sessionId, request.body);
      return { message: 'Password changed. Other devices have been signed out.', data };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Email a password reset link',
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.requestPasswordReset(app.deps, request.body.email, request.clientAddress ?? request.ip);
      return { message: 'If an account exists for this email, a reset code has been sent to it' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password from a reset link',
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.resetPassword(app.deps, request.body);
      return { message: 'Your password has been reset. Please sign in with the new password.' };
    },
  );
};
