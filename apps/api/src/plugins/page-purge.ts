import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PagePurgeRules } from '../lib/section.ts';

/**
 * The table of write routes and the pages they change (platform/page-cache/rules.ts), and how a
 * purge is recorded (platform/page-cache/service.ts): given by the app, so a plugin imports no area.
 */
export type PagePurgePluginOptions = {
  rules: PagePurgeRules;
  record: (tags: string[]) => Promise<void>;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyRequest {
    /** Tags a write's purge rule found before the write (docs/product-rules.md "Fast pages"). */
    pagePurgeTags: string[];
  }
}

/**
 * Records, after every successful write, the web's cached pages it changed (PAGE_PURGE_RULES), so the
 * web drops them within a second. A purge that cannot be worked out is logged and never fails the
 * write: the pages then follow within PAGE_MAX_AGE_SECONDS.
 */
export const pagePurgePlugin = fp(
  async (app: FastifyInstance, opts: PagePurgePluginOptions) => {
    app.decorateRequest('pagePurgeTags', null as unknown as string[]);
    const ruleOf = (method: string, url: string | undefined) => {
      // A plugin's '/' route is registered as its prefix with a slash; the rules name it without.
      const path = url && url.length > 1 ? url.replace(/\/$/, '') : url;
      const rule = opts.rules[`${method} ${path}`];
      return rule === 'none' ? undefined : rule;
    };

    app.addHook('preHandler', async (request) => {
      request.pagePurgeTags = [];
      const rule = ruleOf(request.method, request.routeOptions.url);
      if (!rule?.before) return;
      try {
        request.pagePurgeTags = await rule.before(request, app.db);
      } catch (err) {
        request.log.error({ err }, 'page purge: could not read what the write will change');
      }
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      const rule = ruleOf(request.method, request.routeOptions.url);
      if (!rule || reply.statusCode >= 300) return payload;
      try {
        const after = rule.after ? await rule.after(request, payload, app.db) : [];
        await opts.record([...(request.pagePurgeTags ?? []), ...after]);
      } catch (err) {
        request.log.error({ err }, 'page purge: could not record what the write changed');
      }
      return payload;
    });
  },
  { name: 'page-purge' },
);
