import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type TPrivateUploadResponse,
  type TUploadResponse,
  UPLOAD_RULES,
  type UploadFolder,
  type UploadKind,
  uploadPixelsMessage,
  uploadTypeMessage,
} from '@bazaar/shared/upload';
import sharp from 'sharp';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { hasRole } from '../../plugins/auth.ts';
import * as repo from './repo.ts';
import { EXTENSION, type SniffedType, sniffContentType } from './sniff.ts';

type Deps = Pick<AppDeps, 'db' | 'uploadsDir' | 'privateUploadsDir' | 'imageBaseUrl'>;

/** Public pictures are shown small; documents stay large enough to read a certificate's print. */
const IMAGE_MAX_SIDE = 1024;
const DOCUMENT_IMAGE_MAX_SIDE = 2400;

function unsupported(kind: UploadKind): AppError {
  const message = uploadTypeMessage(kind);
  return new AppError('UNSUPPORTED_MEDIA_TYPE', `file: ${message}`, { errors: [{ path: 'file', message }] });
}

/** The bytes' type when the kind accepts it, else 415 naming the file. */
function acceptedType(file: Buffer, kind: UploadKind): SniffedType {
  const type = sniffContentType(file);
  if (!type || !(UPLOAD_RULES[kind].types as readonly string[]).includes(type)) throw unsupported(kind);
  return type;
}

/**
 * 413 naming the file when the picture's header promises more pixels than the kind allows: read
 * before anything is decoded, so a few kilobytes cannot make the server allocate gigabytes.
 */
async function checkPixels(file: Buffer, kind: UploadKind): Promise<void> {
  const { width, height } = await sharp(file)
    .metadata()
    .catch(() => {
      throw unsupported(kind);
    });
  if (!width || !height) throw unsupported(kind);
  if (width * height > UPLOAD_RULES[kind].maxPixels) {
    const message = uploadPixelsMessage(kind);
    throw new AppError('PAYLOAD_TOO_LARGE', `file: ${message}`, { errors: [{ path: 'file', message }] });
  }
}

/**
 * Re-encodes a picture as WebP (turned upright, at most `maxSide` a side): what is stored is always
 * a clean image, never the uploaded bytes with their metadata (a phone photo's location) or a payload.
 */
async function toWebp(file: Buffer, maxSide: number, kind: UploadKind): Promise<Buffer> {
  await checkPixels(file, kind);
  try {
    // The decoder keeps to the limit too, whatever the header said.
    return await sharp(file, { limitInputPixels: UPLOAD_RULES[kind].maxPixels })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header looked like an image but the rest does not decode.
    throw unsupported(kind);
  }
}

/** Stores a public image (POST /upload/image) as WebP under the static host's `folder`. */
export async function saveImage(deps: Deps, file: Buffer, folder: UploadFolder): Promise<TUploadResponse> {
  acceptedType(file, 'image');
  const webp = await toWebp(file, IMAGE_MAX_SIDE, 'image');
  const name = `${newId()}.webp`;
  await mkdir(join(deps.uploadsDir, folder), { recursive: true });
  await writeFile(join(deps.uploadsDir, folder, name), webp);
  const path = `${folder}/${name}`;
  return { path, url: `${deps.imageBaseUrl}/${path}` };
}

/** The uploader's file name without folders or characters a header cannot carry, ending in the stored type. */
function cleanName(original: string | undefined, type: SniffedType): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${EXTENSION[type === 'application/pdf' ? type : 'image/webp']}`;
}

/**
 * Stores a private document (POST /upload/document) outside the public folder: a PDF as it came, a
 * photo re-encoded as WebP. Only the uploader and admins can read it back (readPrivateUpload).
 */
export async function saveDocument(
  deps: Deps,
  owner: UserRow,
  file: Buffer,
  originalName: string | undefined,
): Promise<TPrivateUploadResponse> {
  const type = acceptedType(file, 'document');
  const stored = type === 'application/pdf' ? file : await toWebp(file, DOCUMENT_IMAGE_MAX_SIDE, 'document');
  const contentType = type === 'application/pdf' ? type : 'image/webp';
  const id = newId();
  await mkdir(deps.privateUploadsDir, { recursive: true });
  await writeFile(join(deps.privateUploadsDir, id), stored);
  const row = await repo.insertPrivateUpload(deps.db, {
    id,
    ownerId: owner.id,
    contentType,
    byteSize: stored.length,
    name: cleanName(originalName, type),
  });
  return { id, path: `private/${id}`, name: row.name, contentType, size: row.byteSize };
}

export type PrivateFile = { stream: ReadStream; contentType: string; size: number; name: string };

/**
 * GET /upload/private/:id for its uploader and admins. Anyone else gets the same 404 as for a file
 * that does not exist, so ids cannot be probed.
 */
export async function readPrivateUpload(deps: Deps, user: UserRow, id: string): Promise<PrivateFile> {
  const row = await repo.findPrivateUpload(deps.db, id);
  if (!row || (row.ownerId !== user.id && !hasRole(user.roles, 'Admin'))) {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  return openPrivateUpload(deps, row);
}

/**
 * The stored file of a private upload, for a caller that has already decided the reader may have it
 * (a job's vendor reading an applicant's CV); 404 when it is gone from the disk.
 */
export async function openPrivateUpload(
  deps: Pick<Deps, 'privateUploadsDir'>,
  row: { id: string; contentType: string; name: string },
): Promise<PrivateFile> {
  const path = join(deps.privateUploadsDir, row.id);
  const onDisk = await stat(path).catch(() => null);
  if (!onDisk?.isFile()) throw new AppError('NOT_FOUND', 'File not found');
  return { stream: createReadStream(path), contentType: row.contentType, size: onDisk.size, name: row.name };
}
