import { writeResult } from '@bazaar/shared/pagination';
import { ZUploadResponse } from '@bazaar/shared/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'file: The image must be at most 5 MB', {
    errors: [{ path: 'file', message: 'The image must be at most 5 MB' }],
  });
}

/** /api/upload: images for avatars and other pictures, any signed-in user. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/image',
    {
      schema: {
        tags: ['upload'],
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 201: writeResult(ZUploadResponse) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldError('file', 'Send the image as multipart/form-data');
      let folder: string = 'misc';
      let file: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            file = await part.toBuffer();
          } else if (part.fieldname === 'folder' && typeof part.value === 'string') {
            folder = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw fieldError('file', 'Send one image at a time');
        }
        throw err;
      }
      if (!file || file.length === 0) throw fieldError('file', 'Choose an image to upload');
      if (!(service.UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
        throw fieldError('folder', `Folder must be one of ${service.UPLOAD_FOLDERS.join(', ')}`);
      }
      const data = await service.saveImage(app.deps, file, folder as service.UploadFolder);
      return reply.status(201).send({ message: 'Image uploaded', data });
    },
  );
};
