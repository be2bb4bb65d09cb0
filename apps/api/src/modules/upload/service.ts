import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TUploadResponse } from '@bazaar/shared/upload';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';

export const UPLOAD_FOLDERS = ['avatars', 'misc'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 1024;

/**
 * Stores an uploaded image as WebP (at most 1024 px a side). The type is sniffed from the bytes
 * by sharp, never trusted from the file name or the client's content type.
 */
export async function saveImage(
  opts: { uploadsDir: string; imageBaseUrl: string },
  file: Buffer,
  folder: UploadFolder,
): Promise<TUploadResponse> {
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'file: Upload a JPEG, PNG, WebP or GIF image', {
      errors: [{ path: 'file', message: 'Upload a JPEG, PNG, WebP or GIF image' }],
    });
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();

  const name = `${newId()}.webp`;
  await mkdir(join(opts.uploadsDir, folder), { recursive: true });
  await sharp(file)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toFile(join(opts.uploadsDir, folder, name));
  const path = `${folder}/${name}`;
  return { path, url: `${opts.imageBaseUrl}/${path}` };
}
