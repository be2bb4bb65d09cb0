import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHOP_CATEGORIES } from './data/shop-catalog.ts';
import { ILLUSTRATION_KINDS, illustrationSvg } from './illustrations.ts';
import { CATEGORY_ILLUSTRATIONS } from './shop.ts';

describe('demo product pictures', () => {
  it('draw something for every seeded category, root and leaf', () => {
    const slugs = SHOP_CATEGORIES.flatMap((root) => [root.slug, ...root.children.map((c) => c.slug)]);
    expect(slugs.filter((slug) => !CATEGORY_ILLUSTRATIONS[slug])).toEqual([]);
  });

  it('are valid SVG that renders, and the second picture of a kind differs from the first', async () => {
    for (const kind of ILLUSTRATION_KINDS) {
      const [first, second] = [illustrationSvg(kind, '#2563eb', 1), illustrationSvg(kind, '#2563eb', 2)];
      expect(first).not.toEqual(second);
      const meta = await sharp(Buffer.from(first)).metadata();
      expect(meta).toMatchObject({ format: 'svg', width: 480, height: 480 });
    }
  });
});
