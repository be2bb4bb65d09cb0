import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

// Serialised answers by the (cached, shared, never mutated) object they were made from.
const serialised = new WeakMap<object, string>();

/**
 * `value` as the route's zod response schema would send it (encode, then JSON.stringify, as the
 * app's serializer compiler does), made once per object: a micro-cache hit answers the same object,
 * so repeated reads skip the encoding. Send it with `reply.type('application/json')`; Fastify sends a
 * string as it is.
 */
export function toJsonOnce(schema: ZodType, value: object, route: { method: string; url: string }): string {
  let json = serialised.get(value);
  if (json === undefined) {
    const result = z.safeEncode(schema, value);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    json = JSON.stringify(result.data);
    serialised.set(value, json);
  }
  return json;
}

/** A reply of any route (its typed `send` expects the object; we send the string it serialises to). */
type AnyReply = {
  // biome-ignore lint/suspicious/noExplicitAny: the route's own typed reply, whatever its schema.
  type: (contentType: string) => any;
  request: { method: string; url: string };
};

/** Sends `value` as JSON serialised once per object (see toJsonOnce). */
export function sendJsonOnce(reply: AnyReply, schema: ZodType, value: object) {
  return reply.type('application/json').send(toJsonOnce(schema, value, reply.request));
}
