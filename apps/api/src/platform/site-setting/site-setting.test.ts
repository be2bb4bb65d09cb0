import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/site-setting/site-setting', () => {
  it('is public and carries the contact number and social links', async () => {
    const res = await call(t, { method: 'GET', url: '/api/site-setting/site-setting' });
    expect(res.status).toBe(200);
    for (const key of [
      'contactNumber',
      'facebookLink',
      'instagramLink',
      'twitterLink',
      'youtubeLink',
      'siteName',
    ]) {
      expect(res.body).toHaveProperty(key, expect.any(String));
    }
  });

  it('is saved only by a SuperAdmin (Admin 403, User 403, no token 401)', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const user = await createUser(t);
    const payload = { contactNumber: '+977 9811111111', facebookLink: 'https://facebook.com/bazaar-np' };

    expect((await call(t, { method: 'PUT', url: '/api/site-setting/site-setting', payload })).status).toBe(
      401,
    );
    const byAdmin = await call(t, {
      method: 'PUT',
      url: '/api/site-setting/site-setting',
      token: admin.token,
      payload,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe('FORBIDDEN');
    expect(
      (await call(t, { method: 'PUT', url: '/api/site-setting/site-setting', token: user.token, payload }))
        .status,
    ).toBe(403);

    const ok = await call(t, {
      method: 'PUT',
      url: '/api/site-setting/site-setting',
      token: superAdmin.token,
      payload,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject(payload);
    const rows = await t.db.select().from(siteSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'default', contactNumber: '+977 9811111111' });

    // The public read shows the change at once (the cache is refreshed on save).
    const after = await call(t, { method: 'GET', url: '/api/site-setting/site-setting' });
    expect(after.body).toMatchObject(payload);
  });

  it('names a bad link', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const res = await call(t, {
      method: 'PUT',
      url: '/api/site-setting/site-setting',
      token: superAdmin.token,
      payload: { youtubeLink: 'not a url' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('youtubeLink');
  });

  it('keeps script and data links out of the footer: only http(s) (javascript: and data: were saved)', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    for (const [field, link] of [
      ['facebookLink', 'javascript:alert(document.cookie)'],
      ['instagramLink', 'JavaScript://example.com/%0Aalert(1)'],
      ['twitterLink', 'data:text/html,<script>alert(1)</script>'],
      ['appStoreLink', 'ftp://example.com/app'],
    ] as const) {
      const res = await call(t, {
        method: 'PUT',
        url: '/api/site-setting/site-setting',
        token: superAdmin.token,
        payload: { [field]: link },
      });
      expect({ link, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        link,
        status: 400,
        path: field,
      });
    }
    expect(JSON.stringify(await t.db.select().from(siteSettings))).not.toMatch(/javascript|data:|ftp:/i);
  });

  it('answers an empty save with 400 saying to send a field', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const res = await call(t, {
      method: 'PUT',
      url: '/api/site-setting/site-setting',
      token: superAdmin.token,
      payload: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'Send at least one field to change' }]);
  });
});
