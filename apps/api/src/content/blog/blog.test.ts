import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGEROUS_MARKUP, XSS_PAYLOADS } from '../../../test/fixtures/xss-payloads.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { blogs } from '../../db/schema/content.ts';
import { pagePurges } from '../../db/schema/page-purges.ts';

let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let vendor: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
  superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
  vendor = await createUser(t, { roles: ['Vendor', 'User'] });
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const slugOf = (tag: string) => `post-${tag}-${Math.random().toString(36).slice(2, 8)}`;

function newPost(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Shopping local this Dashain',
    slug: slugOf('local'),
    excerpt: 'Why the stores next door are worth it.',
    body: '<h2>Close to home</h2><p>Local stores deliver <strong>faster</strong>.</p>',
    status: 'published',
    ...overrides,
  };
}

describe('admin blog posts', () => {
  it('are refused to every role below Admin, and without a token', async () => {
    const payload = newPost();
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
      [vendor.token, 403],
    ] as const) {
      const res = await call(t, { method: 'POST', url: '/api/admin/blogs', token, payload });
      expect(res.status).toBe(status);
      const list = await call(t, { method: 'GET', url: '/api/admin/blogs', token });
      expect(list.status).toBe(status);
    }
    expect(await t.db.select().from(blogs).where(eq(blogs.slug, payload.slug))).toHaveLength(0);
  });

  it('publishes a post with a cover that /blog, its page and the sitemap then show; the page cache is purged', async () => {
    const cover = await storeTestImage(t);
    const payload = newPost({ cover });
    const res = await call(t, { method: 'POST', url: '/api/admin/blogs', token: admin.token, payload });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Post published');
    expect(res.body.data).toMatchObject({
      slug: payload.slug,
      status: 'published',
      authorName: 'Test Person',
      cover: expect.stringMatching(new RegExp(`/${cover}$`)),
    });
    expect(res.body.data.publishedAt).not.toBeNull();

    const list = await call(t, { method: 'GET', url: '/api/blog?limit=100' });
    expect(list.status).toBe(200);
    expect(list.body.docs.map((d: { slug: string }) => d.slug)).toContain(payload.slug);
    expect(list.body.docs[0]).not.toHaveProperty('body');

    const page = await call(t, { method: 'GET', url: `/api/blog/${payload.slug}` });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: payload.title, body: payload.body });

    const sitemap = await call(t, { method: 'GET', url: '/api/sitemap' });
    expect(sitemap.body.map((e: { path: string }) => e.path)).toContain(`/blog/${payload.slug}`);

    const purges = await t.db.select().from(pagePurges);
    expect(purges.some((p) => p.tags.includes('blog'))).toBe(true);
  });

  it('keeps a draft and a post due later off /blog, its page and the sitemap', async () => {
    const draft = newPost({ status: 'draft' });
    const later = newPost({ publishedAt: '2099-01-01T00:00:00Z' });
    for (const payload of [draft, later]) {
      expect(
        (await call(t, { method: 'POST', url: '/api/admin/blogs', token: admin.token, payload })).status,
      ).toBe(201);
      expect((await call(t, { method: 'GET', url: `/api/blog/${payload.slug}` })).status).toBe(404);
    }
    const list = await call(t, { method: 'GET', url: '/api/blog?limit=100' });
    const slugs = list.body.docs.map((d: { slug: string }) => d.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(later.slug);
    const sitemap = JSON.stringify((await call(t, { method: 'GET', url: '/api/sitemap' })).body);
    expect(sitemap).not.toContain(draft.slug);
  });

  it('answers a taken slug with 409 naming slug, on create and on edit', async () => {
    const first = newPost();
    await call(t, { method: 'POST', url: '/api/admin/blogs', token: admin.token, payload: first });
    const again = await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: admin.token,
      payload: newPost({ slug: first.slug, title: 'Another title' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].path).toBe('slug');

    const other = await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: admin.token,
      payload: newPost(),
    });
    const rename = await call(t, {
      method: 'PUT',
      url: `/api/admin/blogs/${other.body.data._id}`,
      token: admin.token,
      payload: { slug: first.slug },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.errors[0].path).toBe('slug');
    const [row] = await t.db.select().from(blogs).where(eq(blogs.id, other.body.data._id));
    expect(row?.slug).toBe(other.body.data.slug);
  });

  it('answers bad input with 400 naming the field, and stores nothing', async () => {
    for (const [field, value] of [
      ['title', ''],
      ['slug', 'Not A Slug!'],
      ['body', '<p>   </p>'],
      ['status', 'live'],
      ['publishedAt', 'tomorrow'],
      ['excerpt', 'x'.repeat(301)],
    ] as const) {
      const payload = newPost({ [field]: value });
      const res = await call(t, { method: 'POST', url: '/api/admin/blogs', token: admin.token, payload });
      expect({ field, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        field,
        status: 400,
        path: field,
      });
      expect(
        await t.db
          .select()
          .from(blogs)
          .where(eq(blogs.slug, String(payload.slug))),
      ).toHaveLength(0);
    }
    const badCover = await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: admin.token,
      payload: newPost({ cover: 'misc/never-uploaded.webp' }),
    });
    expect(badCover.status).toBe(400);
    expect(badCover.body.errors[0].path).toBe('cover');
  });

  it('stores every known XSS payload harmless, whoever writes it (the super admin too)', async () => {
    const body = `<p>Intro</p>${XSS_PAYLOADS.join('\n')}<p>Outro</p>`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: superAdmin.token,
      payload: newPost({ body }),
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(blogs).where(eq(blogs.id, res.body.data._id));
    for (const pattern of DANGEROUS_MARKUP) expect(row?.body).not.toMatch(pattern);
    // What follows an unclosed <style> or <noscript> in the list is dropped with it; what precedes stays.
    expect(row?.body).toContain('<p>Intro</p>');

    const edited = await call(t, {
      method: 'PUT',
      url: `/api/admin/blogs/${res.body.data._id}`,
      token: admin.token,
      payload: { body: '<p onclick="alert(1)">Edited</p><script>alert(2)</script>' },
    });
    expect(edited.body.data.body).toBe('<p>Edited</p>');
  });

  it('edits, unpublishes and deletes a post', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: admin.token,
      payload: newPost(),
    });
    const id = created.body.data._id;
    const slug = created.body.data.slug;
    const unpublished = await call(t, {
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      token: admin.token,
      payload: { status: 'draft', title: 'Back to draft' },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data).toMatchObject({ status: 'draft', title: 'Back to draft' });
    expect((await call(t, { method: 'GET', url: `/api/blog/${slug}` })).status).toBe(404);

    const removed = await call(t, { method: 'DELETE', url: `/api/admin/blogs/${id}`, token: admin.token });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(blogs).where(eq(blogs.id, id))).toHaveLength(0);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/admin/blogs/${id}`, token: admin.token })).status,
    ).toBe(404);
  });

  it('lists, searches and filters posts for the back office', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await call(t, {
      method: 'POST',
      url: '/api/admin/blogs',
      token: admin.token,
      payload: newPost({ title: `Searchable ${tag}`, status: 'draft' }),
    });
    const res = await call(t, {
      method: 'GET',
      url: `/api/admin/blogs?search=${tag}&status=draft`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toHaveLength(1);
    expect(res.body.docs[0].title).toBe(`Searchable ${tag}`);
    expect(res.body.pagination.total).toBe(1);
  });

  it('pages /blog newest first, without the body', async () => {
    const res = await call(t, { method: 'GET', url: '/api/blog?page=1&limit=2' });
    expect(res.status).toBe(200);
    expect(res.body.docs).toHaveLength(2);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 2, nextPage: 2, prevPage: null });
    const [first, second] = res.body.docs as { publishedAt: string }[];
    expect(Date.parse(first?.publishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second?.publishedAt ?? ''),
    );
    const next = await call(t, { method: 'GET', url: '/api/blog?page=2&limit=2' });
    expect(next.body.pagination.prevPage).toBe(1);
    expect(next.body.docs.map((d: { _id: string }) => d._id)).not.toContain(res.body.docs[0]._id);
    expect((await call(t, { method: 'GET', url: '/api/blog?page=0' })).body.errors[0].path).toBe('page');
  });
});
