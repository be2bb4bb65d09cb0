import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MicroCache } from './micro-cache.ts';

/**
 * The onSend hook of a plugin whose writes change what a section's public reads answer: after a write
 * succeeded, this instance forgets its cached answers before it answers (decision 007). `cache` is read
 * per request, so a plugin may name it before the app's deps are complete.
 */
export function forgetOnWrite(cache: () => MicroCache) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && reply.statusCode < 300) cache().clear();
    return payload;
  };
}
