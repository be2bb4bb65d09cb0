import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbHandle, DbKind } from '../db/client.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

/** Exposes the database; the caller that opened it closes it (server shutdown, test teardown). */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: DbHandle }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
  },
  { name: 'db' },
);
