import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Image } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { MANTINE_IMAGE, plainCoverImage } from './rent-card';

describe('plainCoverImage', () => {
  it("draws Mantine's Image filling its box, with class names the installed styles.css still has", () => {
    // biome-ignore lint/performance/noImgElement: the markup Mantine's Image draws
    expect(drawn(<img {...plainCoverImage()} src="/uploads/a.jpg" alt="" />)).toBe(
      drawn(<Image src="/uploads/a.jpg" alt="" h="100%" fit="cover" />),
    );
    const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    for (const hashed of MANTINE_IMAGE.split(' ').filter((name) => name.startsWith('m_'))) {
      expect(css, hashed).toContain(`.${hashed}`);
    }
  });
});
