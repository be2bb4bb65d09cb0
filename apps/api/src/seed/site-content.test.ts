import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, createUser, isPostgres, type TestApp } from '../../test/helper.ts';
import { seedSiteContent } from './site-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.skipIf(isPostgres)('seedSiteContent', () => {
  it('seeds the about page, policies, six posts with drawn covers, FAQs for every section, a team and partners, once', async () => {
    const uploadsDir = join(t.config.dataDir, 'uploads');
    expect(await seedSiteContent(t.db, { uploadsDir })).toEqual({
      posts: 6,
      faqs: 12,
      team: 4,
      partners: 4,
      messages: 5,
      images: 14,
    });

    const blog = await call(t, { method: 'GET', url: '/api/blog' });
    expect(blog.body.pagination.total).toBe(6);
    expect(blog.body.docs.every((d: { cover: string | null }) => d.cover?.endsWith('.webp'))).toBe(true);
    const meta = await sharp(join(uploadsDir, 'content', 'blog-shopping-local-this-dashain.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 630 });

    const faq = await call(t, { method: 'GET', url: '/api/faq' });
    expect(new Set(faq.body.map((f: { section: string }) => f.section))).toEqual(
      new Set(['general', 'shop', 'task', 'job', 'rent']),
    );
    const about = await call(t, { method: 'GET', url: '/api/page/about' });
    expect(about.body.body).toContain('Who we are');
    const terms = await call(t, { method: 'GET', url: '/api/page/task-terms-and-conditions' });
    expect(terms.body.body).toContain('Bazaar Task');
    expect((await call(t, { method: 'GET', url: '/api/team' })).body).toHaveLength(4);
    expect((await call(t, { method: 'GET', url: '/api/partner' })).body).toHaveLength(4);
    const admin = await createUser(t, { roles: ['User', 'Admin'] });
    const inbox = await call(t, { method: 'GET', url: '/api/admin/messages', token: admin.token });
    expect(inbox.status).toBe(200);
    // Unread first; the archived one is not in the inbox.
    expect(inbox.body.docs.map((m: { subject: string }) => m.subject)).toEqual([
      'Delivery to Pokhara',
      'Listing my flat for rent',
      'Becoming a tasker',
      'Wrong size delivered',
    ]);

    expect(await seedSiteContent(t.db, { uploadsDir })).toEqual({
      posts: 0,
      faqs: 0,
      team: 0,
      partners: 0,
      messages: 0,
      images: 0,
    });
  });
});
