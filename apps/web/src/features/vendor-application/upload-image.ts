import { MAX_UPLOAD_BYTES } from '@bazaar/shared/constants';
import { type TUploadResponse, UPLOAD_IMAGE_TYPES } from '@bazaar/shared/upload';
import type { ApiInit } from '@/lib/api-client';

type Fetcher = <T>(path: string, init?: Omit<ApiInit, 'token'>) => Promise<T>;

export const ACCEPT_IMAGES = UPLOAD_IMAGE_TYPES.join(',');
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Checked before uploading so a wrong file gets an instant answer instead of a 5 MB round trip. */
export function findImageProblem(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > MAX_UPLOAD_BYTES) return `The image must be at most ${MAX_UPLOAD_MB} MB.`;
  return null;
}

/** POST /upload/image into the shared `misc` folder; answers the stored path and its URL. */
export async function uploadMiscImage(file: File, fetcher: Fetcher): Promise<TUploadResponse> {
  const formData = new FormData();
  // The folder goes before the file: the API reads fields in order and stops at the file.
  formData.append('folder', 'misc');
  formData.append('file', file);
  const res = await fetcher<{ data: TUploadResponse }>('/upload/image', { method: 'POST', formData });
  return res.data;
}
