// No zod here: upload fields in the browser import these, and zod would come with them.

/** Public pictures: served by the static file host to anyone. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Private documents (vendor papers, CVs): a PDF, or a photo or scan of the paper. */
export const UPLOAD_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

const MB = 1024 * 1024;

/**
 * The most pixels a picture may decode to (a 8000 × 5000 photo; phones take 12–50). Bytes alone do not
 * bound it: a 33 kB PNG can be 16000 × 16000, a gigabyte once decoded.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * What each kind of upload accepts. The API decides the type from the file's first bytes; the web
 * checks the browser's type and the size first only to answer at once instead of after the upload.
 */
export const UPLOAD_RULES = {
  image: {
    types: UPLOAD_IMAGE_TYPES,
    maxBytes: 5 * MB,
    maxPixels: UPLOAD_MAX_PIXELS,
    typeNames: 'a JPEG, PNG, WebP or GIF image',
    noun: 'image',
  },
  document: {
    types: UPLOAD_DOCUMENT_TYPES,
    maxBytes: 10 * MB,
    maxPixels: UPLOAD_MAX_PIXELS,
    typeNames: 'a PDF, or a JPEG, PNG or WebP photo',
    noun: 'document',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** Public image folders under the static host (POST /upload/image `folder`). */
export const UPLOAD_FOLDERS = ['avatars', 'misc'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Stored references to private files start with this; they are read through GET /upload/private/:id. */
export const PRIVATE_UPLOAD_PREFIX = 'private/';

/** True for a stored reference to a private file (`private/<id>`), false for a public image. */
export function isPrivateUploadRef(ref: string): boolean {
  return ref.startsWith(PRIVATE_UPLOAD_PREFIX);
}

/** The API path (relative to the API base) that serves a private file to its owner and admins. */
export function privateUploadPath(ref: string): string {
  return `/upload/private/${encodeURIComponent(ref.slice(PRIVATE_UPLOAD_PREFIX.length))}`;
}

/** The answer to a file that is not of the kind: "Upload a PDF, or a JPEG, PNG or WebP photo". */
export function uploadTypeMessage(kind: UploadKind): string {
  return `Upload ${UPLOAD_RULES[kind].typeNames}`;
}

/** The answer to a file above the kind's limit: "The image must be at most 5 MB". */
export function uploadSizeMessage(kind: UploadKind): string {
  return `The ${UPLOAD_RULES[kind].noun} must be at most ${UPLOAD_RULES[kind].maxBytes / MB} MB`;
}

/** The answer to a picture that decodes to too many pixels: "The image must be at most 40 megapixels". */
export function uploadPixelsMessage(kind: UploadKind): string {
  return `The ${UPLOAD_RULES[kind].noun} must be at most ${UPLOAD_RULES[kind].maxPixels / 1_000_000} megapixels`;
}
