import { z } from 'zod';

/** What a slide and an ad share: a picture, an optional title and an optional link. */

const LINK_MESSAGE = "Link must be a path on this site starting with '/' or a full https:// address";

/** True for '', a path on this site (`/shop/…`, not `//host`) or an https URL. */
export function isContentLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Where a click goes: empty (no link), a site path or an https URL. */
export const ZContentLink = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine(isContentLink, { message: LINK_MESSAGE });

export const ZBannerTitle = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(120, 'Title must be at most 120 characters');
/** An uploaded image reference (POST /upload/image answers it) or its URL. */
export const ZBannerImage = z
  .string({ error: 'Upload an image' })
  .trim()
  .min(1, 'Upload an image')
  .max(500, 'Image reference is too long');
export const ZBannerActive = z.boolean({ error: 'isActive must be true or false' });
