import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BEARER } from './schemas.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** How the routes of one kept list speak of what it holds: "Add a partner", "Partner added". */
export type KeptListWords = {
  /** The noun with its article, for the summaries: `a partner`, `an FAQ`. */
  one: string;
  /** The answers' messages, e.g. `{ added: 'Partner added', saved: 'Partner saved', removed: 'Partner removed' }`. */
  added: string;
  saved: string;
  removed: string;
  /** The verb of the delete route's summary: `Remove` (the default) or `Delete`. */
  removeVerb?: 'Remove' | 'Delete';
};

/**
 * The three writes of a list an admin keeps (`POST /`, `PUT /:id`, `DELETE /:id`), each answering
 * `{ message, data }`: one definition for the partners, the team, the FAQs and the slides, which
 * differ only in their words, schemas and service.
 */
export function keptListWriteRoutes<TCreate, TUpdate, TData>(
  app: ZodApp,
  opts: {
    tags: string[];
    words: KeptListWords;
    /** `write` answers `{ message, data }` with `data` what the service returns. */
    schemas: {
      create: z.ZodType<TCreate>;
      update: z.ZodType<TUpdate>;
      params: z.ZodType<{ id: string }>;
      write: z.ZodType;
    };
    create: (input: TCreate) => Promise<TData>;
    update: (id: string, input: TUpdate) => Promise<TData>;
    remove: (id: string) => Promise<TData>;
  },
): void {
  const { tags, words, schemas } = opts;
  // The route's schemas have validated body and params; the generic schemas only hide their types
  // from the type provider.
  const idOf = (params: unknown) => (params as { id: string }).id;
  const summaryOf = (verb: string) => `${verb} ${words.one}`;
  app.post(
    '/',
    {
      schema: {
        summary: summaryOf('Add'),
        tags,
        security: BEARER,
        body: schemas.create,
        response: { 201: schemas.write },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: words.added, data: await opts.create(request.body as TCreate) }),
  );
  app.put(
    '/:id',
    {
      schema: {
        summary: summaryOf('Update'),
        tags,
        security: BEARER,
        params: schemas.params,
        body: schemas.update,
        response: { 200: schemas.write },
      },
    },
    async (request) => ({
      message: words.saved,
      data: await opts.update(idOf(request.params), request.body as TUpdate),
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        summary: summaryOf(words.removeVerb ?? 'Remove'),
        tags,
        security: BEARER,
        params: schemas.params,
        response: { 200: schemas.write },
      },
    },
    async (request) => ({ message: words.removed, data: await opts.remove(idOf(request.params)) }),
  );
}
