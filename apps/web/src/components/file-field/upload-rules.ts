import { UPLOAD_RULES, type UploadKind, uploadSizeMessage } from '@bazaar/shared/upload-constants';

/** The file input's `accept`: the types the kind takes, so the picker offers only those. */
export function acceptFor(kind: UploadKind): string {
  return UPLOAD_RULES[kind].types.join(',');
}

/**
 * Checked before uploading so a wrong file gets an instant answer instead of a round trip of
 * megabytes. The API still decides by the file's bytes; this only reads what the browser says.
 */
export function findUploadProblem(kind: UploadKind, file: { type: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  if (!(rule.types as readonly string[]).includes(file.type)) return `Choose ${rule.typeNames}.`;
  if (file.size > rule.maxBytes) return `${uploadSizeMessage(kind)}.`;
  return null;
}
