import { isPrivateUploadRef } from '@bazaar/shared/upload';

/**
 * The public URL of a stored image reference (an upload path like `avatars/x.webp`, or a full URL).
 * A private file's reference (`private/<id>`) is answered as it is: it has no public URL, and the
 * web reads it through GET /upload/private/:id with the user's token.
 */
export function toImageUrl(image: string | null, imageBaseUrl: string): string | null {
  if (!image) return null;
  if (/^https?:\/\//.test(image) || isPrivateUploadRef(image)) return image;
  return `${imageBaseUrl}/${image.replace(/^\/?(uploads\/)?/, '')}`;
}

/** Stores our own uploads as paths, so a change of IMAGE_BASE_URL (e.g. a CDN) keeps them working. */
export function toImageRef(input: string | null, imageBaseUrl: string): string | null {
  if (!input) return null;
  if (input.startsWith(`${imageBaseUrl}/`)) return input.slice(imageBaseUrl.length + 1);
  return input.replace(/^\/?uploads\//, '');
}
