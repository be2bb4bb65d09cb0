// @ts-check
// Brotli copies of the web app's scripts and stylesheets, written once after `next build` (decision 062).
// Next compresses what it serves with gzip, on every request; a browser that accepts Brotli (every current
// one, over HTTP and HTTPS alike) gets a first load about 14% lighter from these copies, which the web
// server (front.mjs) sends as they are. Run as a script (`node precompress.mjs [static dir]`) after a
// build made without the project's scripts (`npm run build -w @bazaar/web` does).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** The files that get a Brotli copy: Next's scripts and stylesheets (content-hashed, served immutable). */
export const PRECOMPRESSED_FILE = /\.(js|css)$/;
/** The copy of `name` is `name` + this. */
export const BROTLI_SUFFIX = '.br';

/**
 * Writes `<file>.br` beside every script and stylesheet under `staticDir` (Next's `.next/static`), at
 * Brotli's highest quality (once per build: about 14 CPU seconds for the whole app, spread over the
 * thread pool). A file Brotli cannot make smaller gets no copy. Answers how many copies were written
 * and the bytes before and after.
 * @param {string} staticDir
 * @returns {Promise<{ files: number, bytes: number, compressedBytes: number }>}
 */
export async function precompressStaticFiles(staticDir) {
  const names = (await readdir(staticDir, { recursive: true })).filter((name) =>
    PRECOMPRESSED_FILE.test(name),
  );
  const sizes = await Promise.all(
    names.map(async (name) => {
      const file = path.join(staticDir, name);
      const source = await readFile(file);
      const copy = await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      if (copy.length >= source.length) return null;
      await writeFile(`${file}${BROTLI_SUFFIX}`, copy);
      return { bytes: source.length, compressedBytes: copy.length };
    }),
  );
  const written = sizes.filter((s) => s !== null);
  return {
    files: written.length,
    bytes: written.reduce((sum, s) => sum + s.bytes, 0),
    compressedBytes: written.reduce((sum, s) => sum + s.compressedBytes, 0),
  };
}

/**
 * One line saying what precompressStaticFiles wrote.
 * @param {{ files: number, bytes: number, compressedBytes: number }} copies
 */
export function describeCopies({ files, bytes, compressedBytes }) {
  return `Brotli copies of ${files} scripts and stylesheets: ${(bytes / 1e6).toFixed(1)} MB → ${(compressedBytes / 1e6).toFixed(1)} MB.\n`;
}

/** The static folder of the build the web server serves (next.config.ts's `distDir`). */
export function staticDirOf(/** @type {string} */ webDir, env = process.env) {
  return path.join(webDir, env.NEXT_DIST_DIR || '.next', 'static');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : staticDirOf(webDir);
  process.stdout.write(describeCopies(await precompressStaticFiles(dir)));
}
