import { mkdirSync } from 'node:fs';
import { UPLOAD_RULES } from '@bazaar/shared/upload';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart parsing with hard limits (each upload route lowers the file size to its kind's), and
 * DATA_DIR/uploads served at /uploads/ with long caching. Private files are not under it.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { uploadsDir: string }) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(multipart, {
      limits: {
        fileSize: Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)),
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
      },
    });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      // File names are fresh UUIDs, so a file never changes once written.
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'uploads' },
);
