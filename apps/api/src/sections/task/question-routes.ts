import {
  ZTaskAnswerRequest,
  ZTaskIdParams,
  ZTaskQuestionIdParams,
  ZTaskQuestionRequest,
  ZTaskQuestionWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as questionService from './question-service.ts';

const tags = ['task'];

/** /api/task (User role): public questions on a task and the poster's answers. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/questions',
    {
      schema: {
        summary: 'Ask a question about a task',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskQuestionRequest,
        response: { 201: ZTaskQuestionWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your question is posted',
        data: await questionService.askQuestion(
          app.deps,
          currentUserId(request),
          request.params.id,
          request.body.text,
        ),
      }),
  );

  app.put(
    '/questions/:questionId/answer',
    {
      schema: {
        summary: 'Answer a question about my task',
        tags,
        security: BEARER,
        params: ZTaskQuestionIdParams,
        body: ZTaskAnswerRequest,
        response: { 200: ZTaskQuestionWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your answer is posted',
      data: await questionService.answerQuestion(
        app.deps,
        currentUserId(request),
        request.params.questionId,
        request.body.answer,
      ),
    }),
  );
};
