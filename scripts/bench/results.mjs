// What the bench and the soak print first and write last: the database they ran on, and a JSON report
// under bench-results/ (ignored by git) that starts with when, where and on what it ran.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, redactUrl } from '../lib/config.mjs';
import { DEFAULT_PG_URL } from './api-server.mjs';

/** "PGlite", or "PostgreSQL (<server URL without its password>)". */
export function databaseLabel(isPglite) {
  return isPglite ? 'PGlite' : `PostgreSQL (${redactUrl(process.env.DATABASE_URL || DEFAULT_PG_URL)})`;
}

/** Writes bench-results/<file> (date, database, Node, CPUs, then `fields`); answers its path from the root. */
export function writeResults(file, isPglite, fields) {
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    database: isPglite ? 'pglite' : 'postgres',
    node: process.version,
    cpus: os.cpus().length,
    ...fields,
  };
  writeFileSync(path.join(outDir, file), `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(ROOT, path.join(outDir, file));
}
