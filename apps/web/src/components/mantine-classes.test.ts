import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MANTINE_INPUT, MANTINE_NUMBER_INPUT, MANTINE_PASSWORD_INPUT } from './mantine-classes';

const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');

describe('MANTINE_INPUT', () => {
  it('names rules the installed Mantine styles.css still has', () => {
    for (const names of [
      ...Object.values(MANTINE_INPUT),
      ...Object.values(MANTINE_NUMBER_INPUT),
      ...Object.values(MANTINE_PASSWORD_INPUT),
    ]) {
      for (const hashed of names.split(' ').filter((name) => name.startsWith('m_'))) {
        expect(css, hashed).toContain(`.${hashed}`);
      }
    }
  });
});
