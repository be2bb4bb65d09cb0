import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's floors (ARCHITECTURE.md, "Adding a capability across sections: the web side"):
// `components/` and `lib/` import no feature; the app layer passes the frame its widgets.

const SRC = import.meta.dirname;
const FEATURES = ['sections', 'platform', 'content', 'app'];

/** `dir`'s non-test source files (relative to src/) and the src-relative folders they import from. */
function importsUnder(dir: string): { file: string; imports: string[] }[] {
  return readdirSync(path.join(SRC, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\.[jt]sx?$/.test(file))
    .map((file) => {
      const absolute = path.join(SRC, dir, file);
      const text = readFileSync(absolute, 'utf8');
      const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'((?:@\/|\.{1,2}\/)[^']+)'/g)].map(
        (match) => {
          const spec = match[1] as string;
          return spec.startsWith('@/')
            ? spec.slice(2)
            : path.relative(SRC, path.resolve(path.dirname(absolute), spec));
        },
      );
      return { file: path.join(dir, file), imports };
    });
}

describe('the web folders keep their floors', () => {
  it.each(['components', 'lib'])('%s/ imports no feature', (floor) => {
    const scanned = importsUnder(floor);
    // Read, not vacuous: the floor's files and their imports were found.
    expect(scanned.some(({ imports }) => imports.length > 0)).toBe(true);
    const arrows = scanned.flatMap(({ file, imports }) =>
      imports.filter((to) => FEATURES.includes(to.split('/')[0] as string)).map((to) => `${file} → ${to}`),
    );
    expect(arrows).toEqual([]);
  });
});
