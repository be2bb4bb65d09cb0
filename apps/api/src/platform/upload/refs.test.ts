import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  call,
  createUser,
  IMAGE_BASE_URL,
  signTestToken,
  type TestApp,
} from '../../../test/helper.ts';
import { storeTestImage, uploadTestDocument } from '../../../test/uploads.ts';
import { adPlacements, sliders } from '../../db/schema/content.ts';
import { reviews } from '../../db/schema/orders.ts';
import { categories, products, vendors } from '../../db/schema/shop.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';
import { users } from '../../db/schema/users.ts';
import { vendorApplications } from '../../db/schema/vendor-applications.ts';
import { createCategory, createVendor, uniqueTag } from '../../sections/shop/product/test-factories.ts';
import { checkUploadRef, checkUploadRefs } from './refs.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the cases read back one-of-a-kind rows (the site setting, an ad slot) that
  // other test files write on a shared PostgreSQL while this one runs.
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The 400 a check throws, as the API would answer it. */
async function refusal(check: Promise<unknown>) {
  const err = (await check.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode: number; errors: { path: string; message: string }[] } | null;
  return err && { status: err.statusCode, errors: err.errors };
}

describe('checkUploadRef: images', () => {
  it('takes a stored picture by path or by its URL, and answers the path', async () => {
    const path = await storeTestImage(t);
    const rule = { kind: 'image', field: 'logo' } as const;
    expect(await checkUploadRef(t.app.deps, path, rule)).toBe(path);
    expect(await checkUploadRef(t.app.deps, `${IMAGE_BASE_URL}/${path}`, rule)).toBe(path);
    expect(await checkUploadRef(t.app.deps, `/uploads/${path}`, rule)).toBe(path);
  });

  it('refuses a made-up path, another host, a climb out of the folder and a private file, naming the field', async () => {
    const owner = await createUser(t);
    const document = await uploadTestDocument(t, owner.token);
    const rule = { kind: 'image', field: 'banner' } as const;
    const cases: [string, string][] = [
      ['misc/never-uploaded.webp', 'This image was not found; upload it again'],
      ['https://elsewhere.example/cat.png', 'Upload the image first'],
      ['../../etc/passwd', 'Upload the image first'],
      ['misc/../../etc/passwd', 'Upload the image first'],
      [document, 'This image was not found; upload it again'],
    ];
    for (const [raw, message] of cases) {
      expect({ raw, refusal: await refusal(checkUploadRef(t.app.deps, raw, rule)) }).toEqual({
        raw,
        refusal: { status: 400, errors: [{ path: 'banner', message }] },
      });
    }
  });

  it('keeps a reference the record already holds, even one that is not on disk', async () => {
    const rule = { kind: 'image', field: 'image', keep: ['products/seeded.webp'] } as const;
    expect(await checkUploadRef(t.app.deps, `${IMAGE_BASE_URL}/products/seeded.webp`, rule)).toBe(
      'products/seeded.webp',
    );
  });

  it('names the item of a list, and refuses the same picture twice', async () => {
    const a = await storeTestImage(t);
    const b = await storeTestImage(t);
    const rule = { kind: 'image', field: 'images' } as const;
    expect(await checkUploadRefs(t.app.deps, [a, `${IMAGE_BASE_URL}/${b}`], rule)).toEqual([a, b]);
    expect(await refusal(checkUploadRefs(t.app.deps, [a, 'misc/nope.webp'], rule))).toEqual({
      status: 400,
      errors: [{ path: 'images.1', message: 'This image was not found; upload it again' }],
    });
    expect(await refusal(checkUploadRefs(t.app.deps, [a, a], rule))).toEqual({
      status: 400,
      errors: [{ path: 'images', message: 'The same image is listed twice' }],
    });
  });
});

describe('checkUploadRef: documents', () => {
  it("takes the user's own private file, and refuses another user's, a made-up one and a public picture", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await uploadTestDocument(t, owner.token);
    const theirs = await uploadTestDocument(t, other.token);
    const rule = { kind: 'document', field: 'documents', ownerId: owner.row.id } as const;
    expect(await checkUploadRefs(t.app.deps, [mine], rule)).toEqual([mine]);

    const cases: [string, string][] = [
      [theirs, 'This document was not found; upload it again'],
      [`private/${randomUUID()}`, 'This document was not found; upload it again'],
      [await storeTestImage(t), 'Upload the document first'],
      ['private/../uploads/x', 'Upload the document first'],
    ];
    for (const [raw, message] of cases) {
      expect({ raw, refusal: await refusal(checkUploadRefs(t.app.deps, [mine, raw], rule)) }).toEqual({
        raw,
        refusal: { status: 400, errors: [{ path: 'documents.1', message }] },
      });
    }
  });
});

describe('every request field that carries an upload', () => {
  it('refuses a made-up path and an outside URL with 400 naming the field, and saves nothing', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { roles: ['User', 'Admin'] });
    const superAdmin = await createUser(t, { roles: ['User', 'Admin', 'SuperAdmin'] });
    const vendor = await createVendor(t);
    const [vendorOwner] = await t.db.select().from(users).where(eq(users.id, vendor.userId));
    const vendorToken = await signTestToken(t, vendor.userId, vendorOwner!.sessionVersion);
    const category = await createCategory(t);
    const tag = uniqueTag();
    // Not our uploads: a path never stored, and pictures on other hosts (shown to admins, they could
    // track who looks or show anything at all).
    const refused = [
      `misc/${randomUUID()}.webp`,
      'https://elsewhere.example/avatar.png',
      '//elsewhere.example/avatar.png',
      `${IMAGE_BASE_URL}.elsewhere.example/misc/a.webp`,
      'data:image/png;base64,iVBORw0KGgo=',
    ];
    const application = {
      storeName: `Store ${tag}`,
      phone: '9812345678',
      email: 'store@example.test',
      panVat: '123456789',
      street: 'Thamel',
    };

    const cases: {
      name: string;
      field: string;
      token: string;
      method: 'POST' | 'PUT';
      url: string;
      payload: (ref: string) => object;
      /** What to send instead of `refused` (a document field). */
      refs?: string[];
      saved: () => Promise<unknown>;
    }[] = [
      {
        name: 'avatar',
        field: 'image',
        token: user.token,
        method: 'PUT',
        url: '/api/auth/my-profile',
        payload: (ref) => ({ image: ref }),
        saved: async () => (await t.db.select().from(users).where(eq(users.id, user.row.id)))[0]?.image,
      },
      {
        name: 'site logo',
        field: 'logo',
        token: superAdmin.token,
        method: 'PUT',
        url: '/api/site-setting/site-setting',
        payload: (ref) => ({ logo: ref }),
        saved: async () => (await t.db.select().from(siteSettings)).map((s) => s.logo),
      },
      {
        name: 'category image',
        field: 'image',
        token: admin.token,
        method: 'POST',
        url: '/api/admin/categories',
        payload: (ref) => ({ section: 'shop', name: `Cat ${tag}`, image: ref }),
        saved: () =>
          t.db
            .select()
            .from(categories)
            .where(eq(categories.name, `Cat ${tag}`)),
      },
      {
        name: 'slide picture',
        field: 'image',
        token: admin.token,
        method: 'POST',
        url: '/api/admin/sliders',
        payload: (ref) => ({ placement: 'shop', image: ref, title: `Slide ${tag}` }),
        saved: () =>
          t.db
            .select()
            .from(sliders)
            .where(eq(sliders.title, `Slide ${tag}`)),
      },
      {
        name: 'product images',
        field: 'images.0',
        token: vendorToken,
        method: 'POST',
        url: '/api/vendor/products',
        payload: (ref) => ({
          name: `Product ${tag}`,
          categoryId: category.id,
          description: 'A lamp.',
          images: [ref],
          price: 10_000,
          stock: 1,
          status: 'draft',
        }),
        saved: () => t.db.select().from(products).where(eq(products.vendorId, vendor.id)),
      },
      {
        name: 'review photos',
        field: 'images.0',
        token: user.token,
        method: 'POST',
        url: '/api/order/user/reviews',
        payload: (ref) => ({ orderItemId: randomUUID(), rating: 5, images: [ref] }),
        saved: () => t.db.select().from(reviews).where(eq(reviews.userId, user.row.id)),
      },
      ...(['logo', 'banner'] as const).map((field) => ({
        name: `store ${field}`,
        field,
        token: vendorToken,
        method: 'PUT' as const,
        url: '/api/vendor/profile',
        payload: (ref: string) => ({ storeName: `Renamed ${tag}`, [field]: ref }),
        saved: async () => (await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)))[0],
      })),
      {
        name: 'vendor application logo',
        field: 'logo',
        token: user.token,
        method: 'POST',
        url: '/api/vendor-application',
        payload: (ref) => ({ ...application, logo: ref }),
        saved: () => t.db.select().from(vendorApplications).where(eq(vendorApplications.userId, user.row.id)),
      },
      {
        name: 'vendor application documents',
        field: 'documents.0',
        token: user.token,
        method: 'POST',
        url: '/api/vendor-application',
        payload: (ref) => ({ ...application, documents: [ref] }),
        refs: [`private/${randomUUID()}`, 'https://elsewhere.example/licence.pdf'],
        saved: () => t.db.select().from(vendorApplications).where(eq(vendorApplications.userId, user.row.id)),
      },
      {
        name: 'advertisement',
        field: 'image',
        token: superAdmin.token,
        method: 'PUT',
        url: '/api/admin/ads/rent-detail',
        payload: (ref) => ({ image: ref, title: `Ad ${tag}` }),
        saved: () => t.db.select().from(adPlacements).where(eq(adPlacements.slot, 'rent-detail')),
      },
    ];

    for (const c of cases) {
      for (const ref of c.refs ?? refused) {
        const before = await c.saved();
        const res = await call(t, { method: c.method, url: c.url, token: c.token, payload: c.payload(ref) });
        expect({
          name: c.name,
          ref,
          status: res.status,
          paths: res.body.errors?.map((e: { path: string }) => e.path),
        }).toEqual({ name: c.name, ref, status: 400, paths: [c.field] });
        expect({ name: c.name, ref, saved: await c.saved() }).toEqual({ name: c.name, ref, saved: before });
      }
    }
  });
});
