import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MANTINE_INPUT } from './mantine-input-classes';

const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');

describe('MANTINE_INPUT', () => {
  it('names rules the installed Mantine styles.css still has', () => {
    for (const names of Object.values(MANTINE_INPUT)) {
      const hashed = names.split(' ')[0] as string;
      expect(css, hashed).toContain(`.${hashed}`);
    }
  });
});
