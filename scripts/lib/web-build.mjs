// Builds the web app only when its sources changed since the last successful build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareStaticFiles, staticDirOf } from '../../apps/web/src/lib/static-files/precompress.mjs';
import { BIN_DIR, ROOT, SHARED_DIR, WEB_DIR } from './config.mjs';
import { runCommand } from './processes.mjs';

const NEXT_DIR = path.join(WEB_DIR, '.next');
const STAMP_FILE = path.join(NEXT_DIR, 'bazaar-build-stamp.json');

// Files that do not end up in the build (tests, generated files, tool output) must not force a rebuild.
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'e2e', 'test-results', 'playwright-report', 'data']);
const SKIPPED_FILES =
  /(^next-env\.d\.ts$|\.tsbuildinfo$|\.test\.[cm]?[jt]sx?$|^playwright(\.\w+)?\.config\.ts$|^vitest\.config\.)/;

function collectFiles(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) collectFiles(path.join(dir, entry.name), out);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      out.push(path.join(dir, entry.name));
    }
  }
}

/** A fingerprint of every file the web build reads: path, size and modification time. */
export function fingerprintWebSources() {
  const files = [];
  collectFiles(WEB_DIR, files);
  collectFiles(path.join(SHARED_DIR, 'src'), files);
  files.push(path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'tsconfig.base.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    const stat = statSync(file);
    hash.update(`${path.relative(ROOT, file)}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/** True when a completed build exists and matches the current sources. */
export function isWebBuildFresh(fingerprint = fingerprintWebSources()) {
  if (!existsSync(path.join(NEXT_DIR, 'BUILD_ID'))) return false;
  return readStamp()?.fingerprint === fingerprint;
}

/** Runs `next build` unless the last build is up to date (or `force`); resolves with the exit code. */
export async function buildWebIfStale({ env, force = false } = {}) {
  const fingerprint = fingerprintWebSources();
  if (!force && isWebBuildFresh(fingerprint)) {
    process.stdout.write('Web build is up to date; skipping next build.\n');
    return 0;
  }
  process.stdout.write('Building the web app (next build)…\n');
  const started = Date.now();
  // next build sets NODE_ENV itself and warns about any other value.
  const { NODE_ENV: _ignored, ...buildEnv } = env ?? process.env;
  const code = await runCommand(path.join(BIN_DIR, 'next'), ['build'], {
    cwd: WEB_DIR,
    env: buildEnv,
    name: 'build',
  });
  if (code === 0) {
    // V8's compile hint on the larger scripts (decision 071), then Brotli copies of the scripts and
    // stylesheets, which the web server sends as they are (decision 062).
    process.stdout.write(await prepareStaticFiles(staticDirOf(WEB_DIR, buildEnv)));
    writeFileSync(
      STAMP_FILE,
      `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
    process.stdout.write(`Web build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  }
  return code;
}
