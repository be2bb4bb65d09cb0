import { z } from 'zod';

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** What an upload returns: a path under the static file host and the full URL. */
export const ZUploadResponse = z.object({ path: z.string(), url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
