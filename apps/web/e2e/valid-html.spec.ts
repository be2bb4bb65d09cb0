import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, resolvePath } from './fixtures/catalogue.ts';

// Every public page's HTML, as the server sends it, through the W3C Nu validator (vnu-jar, a Java
// program): one Java process for all the pages, as it starts slowly. Zero errors, apart from where
// React 19 places the style elements of its components (inside `body`, where HTML wants them first in
// their parent or in `head`): that placement is React's, not the page's, and is left out by its exact
// messages (docs/decisions/031-accessibility-engines-and-checks.md).

const REACT_STYLE_PLACEMENT = [
  /^A “style” element in “body” must be the first child of its parent\.$/,
  /^The selector “[^”]+” matches, or might match, an element that comes before the parent of this “style” element\. A “style” element in “body” must only have selectors that match its parent and elements after its parent\.$/,
];

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** `java -version`, or a message saying what to install: the check cannot run without Java. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The valid-HTML check runs the W3C Nu validator, a Java program, and found no `java` on the PATH. ' +
        'Install a Java runtime 11 or newer (Debian/Ubuntu: apt-get install openjdk-17-jre-headless).',
    );
  }
}

test('every public page is valid HTML (W3C Nu validator)', async ({ request }) => {
  test.setTimeout(300_000);
  requireJava();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-html-'));
  try {
    const files = new Map<string, string>();
    for (const [i, template] of PUBLIC_PAGES.entries()) {
      const pagePath = await resolvePath(template);
      const res = await request.get(pagePath);
      expect(res.status(), `${pagePath} answers`).toBe(200);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, await res.text());
      files.set(file, pagePath);
    }
    const jar = String(createRequire(import.meta.url)('vnu-jar'));
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // The validator writes its JSON report to stderr, and exits 1 when it found errors.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !REACT_STYLE_PLACEMENT.some((allowed) => allowed.test(m.message)))
      .map((m) => {
        const page = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url;
        return `${page}: ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 200)}`;
      });
    if (errors.length > 0) console.log(`HTML errors (${errors.length}):\n${errors.join('\n')}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
