import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MANTINE_BREADCRUMBS } from './listing/listing-breadcrumbs';
import {
  MANTINE_CLOSE_BUTTON,
  MANTINE_INPUT,
  MANTINE_NUMBER_INPUT,
  MANTINE_PAGINATION,
  MANTINE_PASSWORD_INPUT,
  MANTINE_PILL,
} from './mantine-classes';
import { MANTINE_ACTION_ICON } from './plain-action-icon';
import { MANTINE_ALERT } from './plain-alert';
import { MANTINE_AVATAR } from './plain-avatar';
import { MANTINE_DIVIDER } from './plain-divider';
import { MANTINE_INDICATOR } from './plain-indicator';

const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');

describe('MANTINE_INPUT', () => {
  it('names rules the installed Mantine styles.css still has', () => {
    for (const names of [
      ...Object.values(MANTINE_INPUT),
      ...Object.values(MANTINE_NUMBER_INPUT),
      ...Object.values(MANTINE_PASSWORD_INPUT),
      // The parts drawn without their components (decisions 063, 064, 065 and 071).
      ...Object.values(MANTINE_ACTION_ICON),
      ...Object.values(MANTINE_ALERT),
      ...Object.values(MANTINE_AVATAR),
      ...Object.values(MANTINE_BREADCRUMBS),
      MANTINE_DIVIDER,
      ...Object.values(MANTINE_INDICATOR),
    ]) {
      for (const hashed of names.split(' ').filter((name) => name.startsWith('m_'))) {
        expect(css, hashed).toContain(`.${hashed}`);
      }
    }
  });
});

describe('MANTINE_PAGINATION, MANTINE_PILL and MANTINE_CLOSE_BUTTON', () => {
  it('name rules the installed Mantine styles.css still has (the pager and the filter chips)', () => {
    for (const names of [
      ...Object.values(MANTINE_PAGINATION),
      ...Object.values(MANTINE_PILL),
      ...Object.values(MANTINE_CLOSE_BUTTON),
    ]) {
      for (const hashed of names.split(' ').filter((name) => name.startsWith('m_'))) {
        expect(css, hashed).toContain(`.${hashed}`);
      }
    }
  });
});
