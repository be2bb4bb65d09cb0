import {
  UPLOAD_FOLDERS,
  UPLOAD_RULES,
  type UploadFolder,
  type UploadKind,
  uploadSizeMessage,
  ZPrivateUploadParams,
  ZPrivateUploadWriteResponse,
  ZUploadWriteResponse,
} from '@bazaar/shared/upload';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

type ReadUpload = { file: Buffer; filename: string | undefined; fields: Map<string, string> };

/**
 * The one multipart reader of every upload route: one `file` part, at most the kind's size (413
 * naming `file` above it), and the text fields sent before it.
 */
async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<ReadUpload> {
  const { noun } = UPLOAD_RULES[kind];
  if (!request.isMultipart()) throw fieldError('file', `Send the ${noun} as multipart/form-data`);
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  let filename: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_RULES[kind].maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
        filename = part.filename;
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = uploadSizeMessage(kind);
      throw new AppError('PAYLOAD_TOO_LARGE', `file: ${message}`, { errors: [{ path: 'file', message }] });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw fieldError('file', `Send one ${noun} at a time`);
    }
    if (err instanceof AppError) throw err;
    // Anything else the parser throws is the body's fault: cut off before its closing boundary
    // ("Unexpected end of form"), a malformed part header, a connection dropped mid-upload. Nothing
    // was stored: the file is only written once it has been read whole.
    request.log.info({ err }, 'multipart body refused');
    throw fieldError(
      'file',
      `The upload is incomplete or malformed: send the whole ${noun} as multipart/form-data, ending with its closing boundary`,
    );
  }
  if (!file || file.length === 0)
    throw fieldError('file', `Choose ${noun === 'image' ? 'an' : 'a'} ${noun} to upload`);
  return { file, filename, fields };
}

/**
 * The form readUpload reads, as the API document's request body (`config.multipartForm`): the `file`
 * part, of the kind's types and size, and the text fields the route reads besides.
 */
function uploadForm(kind: UploadKind, fields: Record<string, Record<string, unknown>> = {}) {
  const { types, maxBytes, typeNames } = UPLOAD_RULES[kind];
  return {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `${typeNames[0]?.toUpperCase()}${typeNames.slice(1)} (${types.join(', ')}, read from its bytes), at most ${maxBytes / (1024 * 1024)} MB`,
        examples: [`<the bytes of ${kind === 'image' ? 'dhaka-topi.jpg' : 'pan-certificate.pdf'}>`],
      },
      ...fields,
    },
    additionalProperties: false,
  };
}

/** Sends a private file as a download nobody caches and no browser runs. */
export function sendPrivateFile(reply: FastifyReply, found: service.PrivateFile) {
  return reply
    .header('content-type', found.contentType)
    .header('content-length', found.size)
    .header(
      'content-disposition',
      `attachment; filename="${found.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(found.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .send(found.stream);
}

/**
 * /api/upload, any signed-in user: public images (served by the static host at /uploads/) and
 * private documents (served only here, to their uploader and admins).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['upload'];

  app.post(
    '/image',
    {
      schema: {
        summary: 'Upload an image',
        tags,
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadWriteResponse },
      },
      config: {
        multipartForm: uploadForm('image', {
          folder: {
            type: 'string',
            enum: [...UPLOAD_FOLDERS],
            default: 'misc',
            description: 'Where the image is kept: `avatars` for a profile photo, `misc` for the rest',
          },
        }),
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request, 'image');
      const folder = fields.get('folder') ?? 'misc';
      if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
        throw fieldError('folder', `Folder must be one of ${UPLOAD_FOLDERS.join(', ')}`);
      }
      const data = await service.saveImage(app.deps, file, folder as UploadFolder);
      return reply.status(201).send({ message: 'Image uploaded', data });
    },
  );

  app.post(
    '/document',
    {
      schema: {
        summary: 'Upload a private document',
        tags,
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 201: ZPrivateUploadWriteResponse },
      },
      config: { multipartForm: uploadForm('document') },
    },
    async (request, reply) => {
      const { file, filename } = await readUpload(request, 'document');
      const data = await service.saveDocument(app.deps, currentUser(request), file, filename);
      return reply.status(201).send({ message: 'Document uploaded', data });
    },
  );

  app.get(
    '/private/:id',
    {
      schema: {
        summary: 'Download a private document',
        tags,
        security: BEARER,
        params: ZPrivateUploadParams,
      },
    },
    async (request, reply) => {
      const found = await service.readPrivateUpload(app.deps, currentUser(request), request.params.id);
      return sendPrivateFile(reply, found);
    },
  );
};
