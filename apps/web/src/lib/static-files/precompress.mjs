// @ts-check
// What the web app's build gets once after `next build`, before it is served:
// - V8's compile hint on its larger scripts (decision 071): the browser compiles them whole while they
//   download, off the main thread, instead of one function at a time on the main thread as the page
//   runs them, which was about a fifth of the main thread's script time on a listing.
// - Brotli copies of its scripts and stylesheets (decision 062). Next compresses what it serves with
//   gzip, on every request; a browser that accepts Brotli (every current one, over HTTP and HTTPS alike)
//   gets a first load about 14% lighter from these copies, which the web server (front.mjs) sends as
//   they are.
// Run as a script (`node precompress.mjs [static dir]`) after a build made without the project's scripts
// (`npm run build -w @bazaar/web` does).
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
 * V8's explicit compile hint (Chrome and Edge 136+, https://v8.dev/blog/explicit-compile-hints): a
 * script whose first line is this comment is compiled eagerly, whole, on a background thread as it
 * streams in. Without it V8 compiles each of Turbopack's module factories lazily, on the main thread,
 * the first time the page runs it: about a fifth of a listing's script time on a slowed phone (decision 071).
 * Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/**
 * The scripts that get the hint: at least this large before compression. On a public page those are
 * React's, Next's client and the frame's and page's larger chunks (seven on a listing), which the page
 * runs mostly while it hydrates; Lighthouse found 79–151 ms of main-thread compiling in each of the
 * 29–60 kB ones while only the two largest had it (decision 071). The comment costs about 23 bytes a
 * script after Brotli; smaller scripts compile in a few milliseconds.
 */
export const HINTED_SCRIPT_MIN_BYTES = 20_000;

/**
 * Puts COMPILE_HINT at the top of every script under `staticDir` of at least `minBytes` (once: a script
 * that has it already is left as it is). Answers how many scripts got it. Run before the Brotli copies
 * are written, so they carry it too.
 * @param {string} staticDir
 * @param {number} [minBytes]
 * @returns {Promise<number>}
 */
export async function addCompileHints(staticDir, minBytes = HINTED_SCRIPT_MIN_BYTES) {
  const names = (await readdir(staticDir, { recursive: true })).filter((name) => name.endsWith('.js'));
  const hinted = await Promise.all(
    names.map(async (name) => {
      const file = path.join(staticDir, name);
      const source = await readFile(file);
      if (source.length < minBytes || source.toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT) {
        return false;
      }
      await writeFile(file, Buffer.concat([Buffer.from(COMPILE_HINT), source]));
      return true;
    }),
  );
  return hinted.filter(Boolean).length;
}

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

/**
 * The whole step after `next build` on its static folder: the compile hints, then the Brotli copies.
 * Answers one line saying what it did.
 * @param {string} staticDir
 */
export async function prepareStaticFiles(staticDir) {
  const hinted = await addCompileHints(staticDir);
  return `Compile hints on ${hinted} scripts. ${describeCopies(await precompressStaticFiles(staticDir))}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : staticDirOf(webDir);
  process.stdout.write(await prepareStaticFiles(dir));
}
