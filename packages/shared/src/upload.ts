import { z } from 'zod';
import { writeResult } from './pagination.ts';

export {
  isPrivateUploadRef,
  PRIVATE_UPLOAD_PREFIX,
  privateUploadPath,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_FOLDERS,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_RULES,
  type UploadFolder,
  type UploadKind,
  uploadPixelsMessage,
  uploadSizeMessage,
  uploadTypeMessage,
} from './upload-constants.ts';

/** POST /upload/image: a public picture's path under the static file host and its full URL. */
export const ZUploadResponse = z.object({ path: z.string(), url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/**
 * POST /upload/document: a private file. `path` (`private/<id>`) is what a form sends; only the
 * uploader and admins can read it, through GET /upload/private/:id.
 */
export const ZPrivateUploadResponse = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TPrivateUploadResponse = z.infer<typeof ZPrivateUploadResponse>;

/** GET /upload/private/:id. */
export const ZPrivateUploadParams = z.object({ id: z.uuid({ error: 'File not found' }) });

/** POST /upload/image and /upload/document answer the stored file in the write shape. */
export const ZUploadWriteResponse = writeResult(ZUploadResponse);
export type TUploadWriteResponse = z.infer<typeof ZUploadWriteResponse>;
export const ZPrivateUploadWriteResponse = writeResult(ZPrivateUploadResponse);
export type TPrivateUploadWriteResponse = z.infer<typeof ZPrivateUploadWriteResponse>;
