import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER, WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyRequest {
    /**
     * Whom limits count this request against: the caller's address, or for the web server the
     * browser it calls for; null when the web server calls on its own (no browser behind it).
     * An IPv6 address stands for its /64, which one household or server gets whole; an IPv4
     * address written as IPv6 (::ffff:a.b.c.d) is written as IPv4.
     */
    clientAddress: string | null;
    /** The request showed the web secret: the web server made it. */
    isWebServer: boolean;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Works out each request's client address. The web server renders pages and signs people in on
 * behalf of browsers; when it shows the web secret, the address it carries is the client's (so
 * every browser is not one client), and without a carried address it is calling for itself. A
 * missing or wrong secret makes the request an ordinary client's: the header is then ignored, so
 * it is no way around the limits.
 */
export const clientAddressPlugin = fp(
  async (app: FastifyInstance, opts: { webSecret: string }) => {
    const expected = digest(opts.webSecret);
    const isWebServer = (request: FastifyRequest): boolean => {
      const sent = request.headers[WEB_SECRET_HEADER];
      return typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
    };
    app.decorateRequest('clientAddress', null);
    app.decorateRequest('isWebServer', false);
    app.addHook('onRequest', async (request) => {
      request.isWebServer = isWebServer(request);
      const address = request.isWebServer ? request.headers[CLIENT_ADDRESS_HEADER] : request.ip;
      if (address === undefined) {
        request.clientAddress = null;
        return;
      }
      // Something the web server could not vouch for counts against the web server itself.
      request.clientAddress = normalizeIP(
        typeof address === 'string' && isIP(address) ? address : request.ip,
      );
    });
  },
  { name: 'client-address' },
);
