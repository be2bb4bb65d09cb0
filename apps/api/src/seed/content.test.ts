import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AD_SLOTS } from '@bazaar/shared/ad';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import { seedContentData } from './content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

// Seeds fill a fresh database once; on the shared PostgreSQL test database other files seed it too,
// so "the first run creates, the second adds nothing" is checked on a PGlite of the file's own (buildIsolatedTestApp) only.
describe.skipIf(isPostgres)('seedContentData', () => {
  it('seeds both sliders and an ad per slot with generated WebP banners, once', async () => {
    const uploadsDir = join(t.config.dataDir, 'uploads');
    const first = await seedContentData(t.db, { uploadsDir });
    if (t.kind === 'pglite')
      expect(first).toEqual({ slides: 5, ads: AD_SLOTS.length, images: 5 + AD_SLOTS.length });

    const shop = await call(t, { method: 'GET', url: '/api/slider?placement=shop' });
    expect(shop.body.length).toBeGreaterThanOrEqual(3);
    expect(
      (await call(t, { method: 'GET', url: '/api/slider?placement=home' })).body.length,
    ).toBeGreaterThanOrEqual(2);
    const ad = await call(t, { method: 'GET', url: '/api/ad/product-detail' });
    expect(ad.status).toBe(200);
    expect(ad.body.image).toMatch(/\/uploads\/content\/ad-product-detail\.webp$/);

    const files = await readdir(join(uploadsDir, 'content'));
    expect(files).toContain('slide-shop-1.webp');
    const meta = await sharp(join(uploadsDir, 'content', 'slide-shop-1.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 600 });

    expect(await seedContentData(t.db, { uploadsDir })).toEqual({ slides: 0, ads: 0, images: 0 });
  });
});
