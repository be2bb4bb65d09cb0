import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.ts';
import { BEARER } from '../../lib/schemas.ts';
import { verifyAccessToken } from '../../lib/tokens.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createLiveStreams } from './service.ts';

const LAST_EVENT_ID = 'Last-Event-ID';
const ZLastEventId = z.uuid({ error: 'must be the id of an event this stream sent' });

/**
 * /api/live: the signed-in person's Server-Sent Events stream (decision 037). The browser reads it
 * with fetch() and its bearer token, so no token is ever put in a URL.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = createLiveStreams(app.deps, {
    heartbeatMs: app.deps.liveHeartbeatMs,
    log: (err) => app.log.warn({ err }, 'live stream: an event could not be sent'),
  });
  // An open stream would keep the server from closing: its browser reconnects to another instance.
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Open my live stream',
        description:
          'A text/event-stream of `notification`, `seen` and `message` events for the signed-in person, ' +
          `a comment line every 15 s. Send ${LAST_EVENT_ID} (the last event's id) when reconnecting: ` +
          'what was stored after it is sent first. A first connection may send an id made for the moment ' +
          'its page began loading (a UUIDv7 of that time) to get what was stored since.',
        tags: ['live'],
        security: BEARER,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const raw = request.headers['last-event-id'];
      let lastEventId: string | undefined;
      if (raw !== undefined && raw !== '') {
        const parsed = ZLastEventId.safeParse(Array.isArray(raw) ? raw[0] : raw);
        if (!parsed.success) throw fieldError(LAST_EVENT_ID, parsed.error.issues[0]?.message ?? 'Invalid id');
        lastEventId = parsed.data;
      }
      // requireAuth has checked the token; its end is when the stream must end too.
      const token = (request.headers.authorization ?? '').replace(/^bearer\s+/i, '').trim();
      const claims = await verifyAccessToken(app.deps.jwtSecret, token);
      const expiresAt = (claims?.exp ?? 0) * 1000;

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx must pass each event on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream = streams.open({
        user,
        sessionId: request.sessionId,
        lastEventId,
        expiresAt,
        sink: { write: (chunk) => reply.raw.write(chunk), end: () => reply.raw.end() },
      });
      request.raw.on('close', stream.end);
      reply.raw.on('close', stream.end);
    },
  );
};
