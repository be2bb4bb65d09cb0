import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_UPLOAD_PREFIX, UPLOAD_RULES, type UploadKind } from '@bazaar/shared/upload';
import { fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageRef } from '../../lib/images.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

export type UploadRefRule = {
  /** What the field holds: a public image on the static host, or a private document. */
  kind: UploadKind;
  /** The request field named in the 400, e.g. `logo`; a list's items are named `images.0`, `images.1`… */
  field: string;
  /** References the record already holds: kept as they are, so an edit never fails on an old picture. */
  keep?: ReadonlyArray<string | null | undefined>;
  /** For documents: the user whose upload it must be (another user's file is "not found"). */
  ownerId?: string;
};

/** A public upload: `<folder>/<name>`, nothing that could climb out of the uploads folder. */
const PUBLIC_REF = /^[a-z0-9-]+\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;
const PRIVATE_REF = new RegExp(
  `^${PRIVATE_UPLOAD_PREFIX}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
);

async function existsOfKind(deps: Deps, ref: string, rule: UploadRefRule): Promise<boolean> {
  if (rule.kind === 'document') {
    const id = PRIVATE_REF.exec(ref)?.[1];
    const row = id ? await repo.findPrivateUpload(deps.db, id) : null;
    return row !== null && (rule.ownerId === undefined || row.ownerId === rule.ownerId);
  }
  if (ref.startsWith(PRIVATE_UPLOAD_PREFIX)) return false;
  const onDisk = await stat(join(deps.uploadsDir, ref)).catch(() => null);
  return onDisk?.isFile() ?? false;
}

/**
 * Checks one uploaded-file reference from a request body and answers what to store: the path
 * (a URL of our static host becomes its path, so a new IMAGE_BASE_URL keeps working). A new
 * reference must be a file we stored, of the field's kind (and, for a document, the user's own);
 * otherwise 400 naming the field. Every service that accepts an image or a document calls this.
 */
export async function checkUploadRef(deps: Deps, raw: string, rule: UploadRefRule): Promise<string> {
  const ref = toImageRef(raw, deps.imageBaseUrl) ?? '';
  if (rule.keep?.includes(ref)) return ref;
  const noun = UPLOAD_RULES[rule.kind].noun;
  const pattern = rule.kind === 'document' ? PRIVATE_REF : PUBLIC_REF;
  if (!pattern.test(ref)) throw fieldError(rule.field, `Upload the ${noun} first`);
  if (!(await existsOfKind(deps, ref, rule))) {
    throw fieldError(rule.field, `This ${noun} was not found; upload it again`);
  }
  return ref;
}

/** checkUploadRef for a list field: each item named `field.i`, and no file listed twice. */
export async function checkUploadRefs(
  deps: Deps,
  raws: readonly string[],
  rule: UploadRefRule,
): Promise<string[]> {
  const refs: string[] = [];
  for (const [i, raw] of raws.entries()) {
    refs.push(await checkUploadRef(deps, raw, { ...rule, field: `${rule.field}.${i}` }));
  }
  if (new Set(refs).size !== refs.length) {
    throw fieldError(rule.field, `The same ${UPLOAD_RULES[rule.kind].noun} is listed twice`);
  }
  return refs;
}
