import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGEROUS_MARKUP, XSS_PAYLOADS } from '../../../test/fixtures/xss-payloads.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { faqs, partners, sitePages, teamMembers } from '../../db/schema/content.ts';

/** The content a super admin (pages, team, partners) or an admin (FAQs) writes for the public pages. */
let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let vendor: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
  admin = await createUser(t, { roles: ['Admin', 'User'] });
  vendor = await createUser(t, { roles: ['Vendor', 'User'] });
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('pages (about, policies per section)', () => {
  it('are written only by a super admin: Admin, Vendor and User get 403, no token 401', async () => {
    const payload = { title: 'About Bazaar', body: '<p>Changed</p>' };
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
      [vendor.token, 403],
      [admin.token, 403],
    ] as const) {
      expect(
        (await call(t, { method: 'PUT', url: '/api/admin/site-setting/pages/about', token, payload })).status,
      ).toBe(status);
      expect((await call(t, { method: 'GET', url: '/api/admin/site-setting/pages', token })).status).toBe(
        status,
      );
    }
    expect(await t.db.select().from(sitePages)).toHaveLength(0);
  });

  it('answers a page never written with its title and an empty body, and lists every page', async () => {
    const res = await call(t, { method: 'GET', url: '/api/page/job-terms-and-conditions' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: 'job-terms-and-conditions',
      title: 'Terms and conditions · Job',
      body: '',
      updatedAt: null,
    });
    const list = await call(t, {
      method: 'GET',
      url: '/api/admin/site-setting/pages',
      token: superAdmin.token,
    });
    expect(list.body.map((p: { key: string }) => p.key)).toEqual([
      'about',
      'shop-privacy-policies',
      'shop-terms-and-conditions',
      'task-privacy-policies',
      'task-terms-and-conditions',
      'job-privacy-policies',
      'job-terms-and-conditions',
      'rent-privacy-policies',
      'rent-terms-and-conditions',
    ]);
    expect((await call(t, { method: 'GET', url: '/api/page/blog' })).status).toBe(400);
  });

  it('saves a policy page sanitised, and the public read shows it', async () => {
    const body = `<h2>Your data</h2><p>We keep little.</p>${XSS_PAYLOADS.slice(0, 20).join('')}`;
    const res = await call(t, {
      method: 'PUT',
      url: '/api/admin/site-setting/pages/rent-privacy-policies',
      token: superAdmin.token,
      payload: { title: 'Rent privacy', body },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(sitePages).where(eq(sitePages.key, 'rent-privacy-policies'));
    expect(row?.body.startsWith('<h2>Your data</h2><p>We keep little.</p>')).toBe(true);
    for (const pattern of DANGEROUS_MARKUP) expect(row?.body).not.toMatch(pattern);
    const read = await call(t, { method: 'GET', url: '/api/page/rent-privacy-policies' });
    expect(read.body).toMatchObject({ title: 'Rent privacy', body: row?.body });
  });

  it('names the field of bad input', async () => {
    for (const [payload, path] of [
      [{ title: '', body: '<p>x</p>' }, 'title'],
      [{ title: 'About', body: '<p></p>' }, 'body'],
      [{ title: 'About' }, 'body'],
    ] as const) {
      const res = await call(t, {
        method: 'PUT',
        url: '/api/admin/site-setting/pages/about',
        token: superAdmin.token,
        payload,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });
});

describe('FAQs', () => {
  it('are written by admins only; the public list shows published ones in section and order', async () => {
    const payload = {
      section: 'task',
      question: 'How do I post a task?',
      answer: '<p>From your account.</p>',
    };
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
      [vendor.token, 403],
    ] as const) {
      expect((await call(t, { method: 'POST', url: '/api/admin/faqs', token, payload })).status).toBe(status);
    }
    expect(await t.db.select().from(faqs)).toHaveLength(0);

    const second = await call(t, {
      method: 'POST',
      url: '/api/admin/faqs',
      token: admin.token,
      payload: { ...payload, sortOrder: 2 },
    });
    expect(second.status).toBe(201);
    const first = await call(t, {
      method: 'POST',
      url: '/api/admin/faqs',
      token: admin.token,
      payload: {
        ...payload,
        question: 'Who can take a task?',
        answer: '<p>Any <strong>tasker</strong>.</p><script>alert(1)</script>',
        sortOrder: 1,
      },
    });
    expect(first.body.data).toMatchObject({
      answer: '<p>Any <strong>tasker</strong>.</p>',
      answerText: 'Any tasker.',
    });
    const general = await call(t, {
      method: 'POST',
      url: '/api/admin/faqs',
      token: admin.token,
      payload: {
        section: 'general',
        question: 'What is Bazaar?',
        answer: '<p>A marketplace.</p>',
        sortOrder: 5,
      },
    });
    const hidden = await call(t, {
      method: 'POST',
      url: '/api/admin/faqs',
      token: superAdmin.token,
      payload: { ...payload, question: 'Not ready yet?', isPublished: false },
    });
    expect(hidden.status).toBe(201);

    const list = await call(t, { method: 'GET', url: '/api/faq' });
    expect(list.body.map((f: { question: string }) => f.question)).toEqual([
      'What is Bazaar?',
      'Who can take a task?',
      'How do I post a task?',
    ]);

    const edited = await call(t, {
      method: 'PUT',
      url: `/api/admin/faqs/${general.body.data._id}`,
      token: admin.token,
      payload: { isPublished: false },
    });
    expect(edited.body.data.isPublished).toBe(false);
    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/admin/faqs/${second.body.data._id}`,
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    const after = await call(t, { method: 'GET', url: '/api/faq' });
    expect(after.body.map((f: { question: string }) => f.question)).toEqual(['Who can take a task?']);

    const filtered = await call(t, {
      method: 'GET',
      url: '/api/admin/faqs?section=task',
      token: admin.token,
    });
    // By order (the hidden one has the default 0), published or not.
    expect(filtered.body.docs.map((f: { question: string }) => f.question)).toEqual([
      'Not ready yet?',
      'Who can take a task?',
    ]);
  });

  it('names the field of bad input', async () => {
    for (const [payload, path] of [
      [{ section: 'blog', question: 'A good question?', answer: '<p>x</p>' }, 'section'],
      [{ section: 'shop', question: 'Hi', answer: '<p>x</p>' }, 'question'],
      [{ section: 'shop', question: 'A good question?', answer: '' }, 'answer'],
      [{ section: 'shop', question: 'A good question?', answer: '<p>x</p>', sortOrder: -1 }, 'sortOrder'],
    ] as const) {
      const res = await call(t, { method: 'POST', url: '/api/admin/faqs', token: admin.token, payload });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });
});

describe('team and partners', () => {
  it('are kept by the super admin only and shown in order', async () => {
    const photo = await storeTestImage(t);
    const member = { name: 'Asha Gurung', role: 'Founder', photo, sortOrder: 2 };
    for (const token of [user.token, vendor.token, admin.token]) {
      expect(
        (await call(t, { method: 'POST', url: '/api/admin/site-setting/our-team', token, payload: member }))
          .status,
      ).toBe(403);
      expect(
        (
          await call(t, {
            method: 'POST',
            url: '/api/admin/site-setting/our-partner',
            token,
            payload: { name: 'Partner', logo: photo },
          })
        ).status,
      ).toBe(403);
    }
    expect(await t.db.select().from(teamMembers)).toHaveLength(0);
    expect(await t.db.select().from(partners)).toHaveLength(0);

    const url = '/api/admin/site-setting/our-team';
    const asha = await call(t, { method: 'POST', url, token: superAdmin.token, payload: member });
    expect(asha.status).toBe(201);
    await call(t, {
      method: 'POST',
      url,
      token: superAdmin.token,
      payload: { name: 'Bikash Rai', role: 'Engineering', sortOrder: 1 },
    });
    const team = await call(t, { method: 'GET', url: '/api/team' });
    expect(team.body.map((m: { name: string }) => m.name)).toEqual(['Bikash Rai', 'Asha Gurung']);
    expect(team.body[1].photo).toMatch(new RegExp(`/${photo}$`));

    const moved = await call(t, {
      method: 'PUT',
      url: `${url}/${asha.body.data._id}`,
      token: superAdmin.token,
      payload: { sortOrder: 0, role: 'Founder & CEO' },
    });
    expect(moved.body.data).toMatchObject({ sortOrder: 0, role: 'Founder & CEO' });
    expect((await call(t, { method: 'GET', url: '/api/team' })).body[0].name).toBe('Asha Gurung');
    // A save that sends the photo as it was shown keeps it; null clears it; a file never uploaded is refused.
    const kept = await call(t, {
      method: 'PUT',
      url: `${url}/${asha.body.data._id}`,
      token: superAdmin.token,
      payload: { photo: moved.body.data.photo, name: 'Asha G.' },
    });
    expect(kept.body.data).toMatchObject({ name: 'Asha G.', photo: moved.body.data.photo });
    const missing = await call(t, {
      method: 'PUT',
      url: `${url}/${asha.body.data._id}`,
      token: superAdmin.token,
      payload: { photo: 'misc/missing.webp' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('photo');
    const cleared = await call(t, {
      method: 'PUT',
      url: `${url}/${asha.body.data._id}`,
      token: superAdmin.token,
      payload: { photo: null },
    });
    expect(cleared.body.data).toMatchObject({ name: 'Asha G.', photo: null });
    const unknown = await call(t, {
      method: 'PUT',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      token: superAdmin.token,
      payload: { role: 'Nobody' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Team member not found');

    const partnerUrl = '/api/admin/site-setting/our-partner';
    const badLink = await call(t, {
      method: 'POST',
      url: partnerUrl,
      token: superAdmin.token,
      payload: { name: 'Himal Bank', logo: photo, link: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.errors[0].path).toBe('link');
    const noLogo = await call(t, {
      method: 'POST',
      url: partnerUrl,
      token: superAdmin.token,
      payload: { name: 'Himal Bank', logo: 'misc/missing.webp' },
    });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.errors[0].path).toBe('logo');
    const bank = await call(t, {
      method: 'POST',
      url: partnerUrl,
      token: superAdmin.token,
      payload: { name: 'Himal Bank', logo: photo, link: 'https://himalbank.example' },
    });
    expect(bank.status).toBe(201);
    expect((await call(t, { method: 'GET', url: '/api/partner' })).body).toEqual([bank.body.data]);
    expect(
      (
        await call(t, {
          method: 'DELETE',
          url: `${partnerUrl}/${bank.body.data._id}`,
          token: superAdmin.token,
        })
      ).status,
    ).toBe(200);
    expect(await t.db.select().from(partners)).toHaveLength(0);
  });
});

describe('sitemap', () => {
  it('lists the fixed pages, the about page and every policy page', async () => {
    const res = await call(t, { method: 'GET', url: '/api/sitemap' });
    const paths = res.body.map((e: { path: string }) => e.path);
    for (const path of [
      '/',
      '/shop',
      '/blog',
      '/faq',
      '/about',
      '/page/shop/privacy-policies',
      '/page/rent/terms-and-conditions',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
