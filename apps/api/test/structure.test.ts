import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The floors ARCHITECTURE.md draws, read from the imports themselves: `lib/`, `plugins/` and `db/`
// import no area (they take what they need as arguments from app.ts), and the platform reads the
// sections only through their registry and contract.

const SRC = path.resolve(import.meta.dirname, '../src');
const AREAS = ['sections', 'platform', 'content'];

/** Every non-test source file under `dir` (relative to src/) with the src-relative paths it imports. */
function importsUnder(dir: string): { file: string; imports: string[] }[] {
  const files = readdirSync(path.join(SRC, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return files.map((file) => {
    const absolute = path.join(SRC, dir, file);
    const text = readFileSync(absolute, 'utf8');
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
      path.relative(SRC, path.resolve(path.dirname(absolute), match[1] as string)),
    );
    return { file: path.join(dir, file), imports };
  });
}

describe('the API folders keep their floors', () => {
  it.each(['lib', 'plugins', 'db'])('%s/ imports no area (sections, platform, content)', (floor) => {
    const scanned = importsUnder(floor);
    // Read, not vacuous: the floor's files and their imports were found.
    expect(scanned.some(({ imports }) => imports.length > 0)).toBe(true);
    const arrows = scanned.flatMap(({ file, imports }) =>
      imports.filter((to) => AREAS.includes(to.split(path.sep)[0] as string)).map((to) => `${file} → ${to}`),
    );
    expect(arrows).toEqual([]);
  });

  it('the platform reads the sections only through the registry and the contract', () => {
    const allowed = ['sections/registry.ts', 'sections/contract.ts'];
    const scanned = importsUnder('platform');
    // Read, not vacuous: the platform's imports of the registry were found.
    expect(scanned.some(({ imports }) => imports.includes('sections/registry.ts'))).toBe(true);
    const arrows = scanned.flatMap(({ file, imports }) =>
      imports
        .filter((to) => to.startsWith(`sections${path.sep}`) && !allowed.includes(to))
        .map((to) => `${file} → ${to}`),
    );
    expect(arrows).toEqual([]);
  });
});
