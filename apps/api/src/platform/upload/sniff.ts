/** The file types an upload may be, as told by their first bytes (magic numbers). */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURES: ReadonlyArray<{ type: SniffedType; matches: (b: Buffer) => boolean }> = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(PNG_SIGNATURE) },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)) },
  {
    type: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  // PDF readers tolerate junk before the header; we do not, so a PDF is what it says from byte 0.
  { type: 'application/pdf', matches: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
];

/**
 * What the bytes are, never what the file name or the client's Content-Type claim; null when they
 * are none of the types we store.
 */
export function sniffContentType(file: Buffer): SniffedType | null {
  return SIGNATURES.find((s) => s.matches(file))?.type ?? null;
}

/** The file extension we store a type under. */
export const EXTENSION: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
