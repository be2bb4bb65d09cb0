import { randomUUID } from 'node:crypto';
import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import { RENT_TYPES } from '@bazaar/shared/rent-constants';
import { arrayOverlaps, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  buildTestApp,
  call,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { pagePurges } from '../../db/schema/page-purges.ts';
import { rentInquiries, rentListings } from '../../db/schema/rents.ts';
import { threadMessages, threads } from '../../db/schema/threads.ts';
import {
  createPlaces,
  dayFromToday,
  inquiryBody,
  inquiryRow,
  listingRow,
  postListing,
  rentBody,
  sendInquiry,
} from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let renter: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
  owner = await createUser(t);
  renter = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

type Card = { _id: string; title: string; status: string; price: number };
const list = async (query: string) => {
  const res = await call(t, { method: 'GET', url: `/api/rent/list?${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { docs: Card[]; pagination: { total: number }; didYouMean: string | null };
};
const titles = (body: { docs: Card[] }) => body.docs.map((d) => d.title);
const setStatus = (token: string, id: string, status: string) =>
  call(t, { method: 'PUT', url: `/api/rent/${id}/status`, token, payload: { status } });

describe('GET /api/rent/list', () => {
  it('lists Active visible listings, filtered by type, place (with the places under it), period, price and date', async () => {
    const places = await createPlaces(t);
    const post = (title: string, overrides: Parameters<typeof rentBody>[1] = {}) =>
      postListing(t, owner, rentBody(places.town, { title, ...overrides }));
    await post('Town flat with a balcony view', { price: 2_000_000 });
    await post('Village room for a student', { type: 'room', placeId: places.village, price: 600_000 });
    await post('Pickup truck for moving day', {
      type: 'vehicle',
      price: 500_000,
      period: 'day',
      availableFrom: dayFromToday(20),
    });
    await post('Draft flat nobody sees yet', { publish: false });
    const inDistrict = await list(`place=${places.district}&limit=50`);
    expect(titles(inDistrict).sort()).toEqual(
      ['Pickup truck for moving day', 'Town flat with a balcony view', 'Village room for a student'].sort(),
    );
    expect(titles(await list(`place=${places.village}`))).toEqual(['Village room for a student']);
    expect(titles(await list(`place=${places.district}&type=vehicle`))).toEqual([
      'Pickup truck for moving day',
    ]);
    expect(titles(await list(`place=${places.district}&period=month&priceMax=1000000`))).toEqual([
      'Village room for a student',
    ]);
    expect(titles(await list(`place=${places.district}&available=${dayFromToday(10)}&sort=-price`))).toEqual([
      'Town flat with a balcony view',
      'Village room for a student',
    ]);
    // Across periods the price of a month is compared: Rs. 5,000 a day is Rs. 150,000 a month.
    expect(titles(await list(`place=${places.district}&sort=price`))).toEqual([
      'Village room for a student',
      'Town flat with a balcony view',
      'Pickup truck for moving day',
    ]);
    expect(titles(await list(`place=${places.district}&sort=-price`))[0]).toBe('Pickup truck for moving day');
    expect(titles(await list(`place=${places.district}&period=month&sort=-price`))).toEqual([
      'Town flat with a balcony view',
      'Village room for a student',
    ]);
  });

  it('counts the listings /rent shows of each type, every type listed', async () => {
    const places = await createPlaces(t);
    const types = async () => {
      const res = await call(t, { method: 'GET', url: '/api/rent/types' });
      expect(res.status).toBe(200);
      const body = res.body as { data: { type: string; count: number }[] };
      return new Map(body.data.map((row) => [row.type, row.count]));
    };
    const before = await types();
    expect([...before.keys()]).toEqual([...RENT_TYPES]);
    const id = await postListing(
      t,
      owner,
      rentBody(places.town, { title: 'Warehouse corner for storage', type: 'office' }),
    );
    await postListing(
      t,
      owner,
      rentBody(places.town, { title: 'Draft office nobody sees', type: 'office', publish: false }),
    );
    expect((await types()).get('office')).toBe((before.get('office') ?? 0) + 1);
    expect((await setStatus(owner.token, id, 'Rented')).status).toBe(200);
    expect((await types()).get('office')).toBe(before.get('office'));
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const res = await call(t, { method: 'GET', url: '/api/rent/list?priceMin=500&priceMax=100' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'priceMax' }]);
    const bad = await call(t, { method: 'GET', url: '/api/rent/list?type=castle' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject([{ path: 'type' }]);
  });

  it('finds listings by words with a typo, and forgets them once they are rented', async () => {
    const places = await createPlaces(t);
    const word = `penthouse${places.suffix.replace(/[^a-z]/g, 'q')}`;
    const id = await postListing(
      t,
      owner,
      rentBody(places.town, { title: `Bright ${word} on the top floor` }),
    );
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    const found = await list(`search=${typo}`);
    expect(found.docs.map((d) => d._id)).toContain(id);
    expect((await setStatus(owner.token, id, 'Rented')).status).toBe(200);
    expect((await list(`search=${word}`)).docs.map((d) => d._id)).not.toContain(id);
  });
});

describe('listings', () => {
  it('refuses bad input with 400 naming each field', async () => {
    const places = await createPlaces(t);
    for (const [field, overrides] of [
      ['title', { title: 'Short' }],
      ['description', { description: 'Too short' }],
      ['price', { price: 0 }],
      ['period', { period: 'year' as never }],
      ['availableFrom', { availableFrom: dayFromToday(-2) }],
      ['availableFrom', { availableFrom: '2026-02-31' }],
      ['type', { type: 'castle' as never }],
    ] as const) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/rent',
        token: owner.token,
        payload: rentBody(places.town, overrides),
      });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.errors), field).toContain(`"path":"${field}"`);
    }
    const unknownPlace = await call(t, {
      method: 'POST',
      url: '/api/rent',
      token: owner.token,
      payload: rentBody('01900000-0000-7000-8000-000000000000'),
    });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.errors).toMatchObject([{ path: 'placeId' }]);
  });

  it('keeps a draft private: 404 to the public and to others, the owner reads and edits it', async () => {
    const places = await createPlaces(t);
    const id = await postListing(t, owner, rentBody(places.town, { publish: false }));
    expect((await listingRow(t, id))?.status).toBe('Draft');
    expect((await call(t, { method: 'GET', url: `/api/rent/${id}` })).status).toBe(404);
    const other = await call(t, { method: 'GET', url: `/api/rent/user/listing/${id}`, token: renter.token });
    expect(other.status).toBe(404);
    const mine = await call(t, { method: 'GET', url: `/api/rent/user/listing/${id}`, token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.status).toBe('Draft');
    const edited = await call(t, {
      method: 'PUT',
      url: `/api/rent/${id}`,
      token: owner.token,
      payload: rentBody(places.village, {
        title: 'Renamed quiet flat in the village',
        amenities: ['Wi-Fi', 'Wi-Fi'],
      }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const row = await listingRow(t, id);
    expect(row).toMatchObject({
      title: 'Renamed quiet flat in the village',
      placeId: places.village,
      status: 'Draft',
    });
    expect(row?.amenities).toEqual(['Wi-Fi']);
    expect(row?.placePath).toEqual([places.village, places.district, places.state]);
  });

  it('moves only along the flow: illegal moves are 409 with nothing changed, others may not move it', async () => {
    const places = await createPlaces(t);
    const id = await postListing(t, owner, rentBody(places.town, { publish: false }));
    const before = await listingRow(t, id);
    const illegal = await setStatus(owner.token, id, 'Rented');
    expect(illegal.status).toBe(409);
    expect(await listingRow(t, id)).toEqual(before);
    expect((await setStatus(owner.token, id, 'Active')).status).toBe(200);
    expect((await listingRow(t, id))?.publishedAt).not.toBeNull();
    expect((await setStatus(renter.token, id, 'Inactive')).status).toBe(403);
    expect((await setStatus(owner.token, id, 'Rented')).status).toBe(200);
    expect((await setStatus(owner.token, id, 'Draft')).status).toBe(409);
    expect((await setStatus(owner.token, id, 'Inactive')).status).toBe(200);
    expect((await listingRow(t, id))?.status).toBe('Inactive');
    expect((await call(t, { method: 'GET', url: `/api/rent/${id}` })).status).toBe(404);
    expect((await setStatus(owner.token, id, 'Active')).status).toBe(200);

    const posted = await call(t, {
      method: 'GET',
      url: '/api/rent/user/posted?type=Active',
      token: owner.token,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.docs.map((d: Card) => d._id)).toContain(id);
    expect(posted.body.counts.Active).toBeGreaterThan(0);
  });

  it('lets two racing status moves land once', async () => {
    const places = await createPlaces(t);
    const id = await postListing(t, owner, rentBody(places.town));
    const answers = await Promise.all([
      setStatus(owner.token, id, 'Rented'),
      setStatus(owner.token, id, 'Rented'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('inquiries', () => {
  const notificationsOf = (userId: string) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('opens a thread between the two, tells the owner, and the owner’s first answer makes it Replied', async () => {
    const places = await createPlaces(t);
    const listingId = await postListing(t, owner, rentBody(places.town));
    const viewer = await call(t, { method: 'GET', url: `/api/rent/${listingId}/me`, token: renter.token });
    expect(viewer.body.data).toMatchObject({ role: 'other', canInquire: true, openInquiry: null });
    const inquiryId = await sendInquiry(t, renter, listingId);
    expect(await inquiryRow(t, inquiryId)).toMatchObject({ status: 'New', ownerId: owner.row.id });
    const told = (await notificationsOf(owner.row.id)).find((n) => n.metaData.inquiryId === inquiryId);
    expect(told).toMatchObject({ notificationType: 'other', title: 'New inquiry on your listing' });
    expect(told?.metaData.route).toBe('/user/rent/inquiries?box=received');
    const after = await call(t, { method: 'GET', url: `/api/rent/${listingId}/me`, token: renter.token });
    expect(after.body.data).toMatchObject({ canInquire: false, openInquiry: { _id: inquiryId } });

    const thread = await call(t, {
      method: 'GET',
      url: `/api/thread/subject/rent-inquiry/${inquiryId}`,
      token: owner.token,
    });
    expect(thread.status).toBe(200);
    // The sender writing again leaves it New; the owner's answer makes it Replied.
    const more = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.body.data._id}/messages`,
      token: renter.token,
      payload: { body: 'I can come on Saturday.' },
    });
    expect(more.status).toBe(201);
    expect((await inquiryRow(t, inquiryId))?.status).toBe('New');
    const reply = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.body.data._id}/messages`,
      token: owner.token,
      payload: { body: 'Saturday at ten works.' },
    });
    expect(reply.status).toBe(201);
    expect((await inquiryRow(t, inquiryId))?.status).toBe('Replied');
    const renterNotes = (await notificationsOf(renter.row.id)).filter(
      (n) => n.metaData.inquiryId === inquiryId || n.metaData.subjectId === inquiryId,
    );
    expect(renterNotes.map((n) => n.title)).toEqual(['Your inquiry was answered']);
    expect(renterNotes[0]?.metaData.route).toBe('/user/rent/inquiries?box=sent');

    const sent = await call(t, {
      method: 'GET',
      url: '/api/rent/user/inquiries?box=sent',
      token: renter.token,
    });
    expect(sent.body.docs.map((d: { _id: string }) => d._id)).toContain(inquiryId);
    const received = await call(t, {
      method: 'GET',
      url: `/api/rent/user/inquiries?box=received&listing=${listingId}`,
      token: owner.token,
    });
    expect(received.body.docs).toMatchObject([{ _id: inquiryId, status: 'Replied', phone: '9812345678' }]);
  });

  it('allows one open inquiry per sender per listing, even racing; a new one after closing', async () => {
    const places = await createPlaces(t);
    const listingId = await postListing(t, owner, rentBody(places.town));
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        call(t, {
          method: 'POST',
          url: `/api/rent/${listingId}/inquiries`,
          token: renter.token,
          payload: inquiryBody,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(rentInquiries).where(eq(rentInquiries.listingId, listingId));
    expect(rows).toHaveLength(1);
    expect((await listingRow(t, listingId))?.inquiriesCount).toBe(1);
    const first = rows[0]?.id as string;
    const threadRows = await t.db.select().from(threads).where(eq(threads.subjectId, first));
    expect(threadRows).toHaveLength(1);

    // Only the two sides may close; twice is 409.
    const outsider = await createUser(t);
    const close = (token: string) =>
      call(t, { method: 'PUT', url: `/api/rent/inquiries/${first}/close`, token });
    expect((await close(outsider.token)).status).toBe(404);
    expect((await close(renter.token)).status).toBe(200);
    expect((await close(owner.token)).status).toBe(409);
    expect((await inquiryRow(t, first))?.status).toBe('Closed');

    // A closed inquiry takes no more messages, and nothing is written.
    const thread = threadRows[0]?.id as string;
    const refused = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread}/messages`,
      token: owner.token,
      payload: { body: 'Still there?' },
    });
    expect(refused.status).toBe(409);
    expect(await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, thread))).toHaveLength(
      0,
    );

    await sendInquiry(t, renter, listingId);
  });

  it('refuses the owner, listings not Active, and bad input naming the field', async () => {
    const places = await createPlaces(t);
    const listingId = await postListing(t, owner, rentBody(places.town));
    const send = (token: string, id: string, payload: object = inquiryBody) =>
      call(t, { method: 'POST', url: `/api/rent/${id}/inquiries`, token, payload });
    expect((await send(owner.token, listingId)).status).toBe(403);
    const badPhone = await send(renter.token, listingId, { ...inquiryBody, phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toMatchObject([{ path: 'phone' }]);
    const pastVisit = await send(renter.token, listingId, { ...inquiryBody, visitDate: dayFromToday(-1) });
    expect(pastVisit.status).toBe(400);
    expect(pastVisit.body.errors).toMatchObject([{ path: 'visitDate' }]);
    expect((await setStatus(owner.token, listingId, 'Rented')).status).toBe(200);
    expect((await send(renter.token, listingId)).status).toBe(409);
    const draft = await postListing(t, owner, rentBody(places.town, { publish: false }));
    expect((await send(renter.token, draft)).status).toBe(404);
    expect(
      (await t.db.select().from(rentInquiries).where(eq(rentInquiries.listingId, listingId))).length,
    ).toBe(0);
  });
});

describe('admin', () => {
  it('lists every listing with counts, and hides one from the public (admins only)', async () => {
    const places = await createPlaces(t);
    const id = await postListing(
      t,
      owner,
      rentBody(places.town, { title: `Admin test flat ${places.suffix}` }),
    );
    const res = await call(t, {
      method: 'GET',
      url: `/api/admin/rent/list?search=${places.suffix}`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toMatchObject([{ _id: id, isHidden: false, owner: { email: owner.email } }]);
    expect(res.body.counts.status).toMatchObject({ Active: 1, all: 1 });
    const hide = (token: string, hidden: boolean) =>
      call(t, { method: 'PUT', url: `/api/admin/rent/list/${id}/hidden`, token, payload: { hidden } });
    expect((await hide(owner.token, true)).status).toBe(403);
    expect((await hide(admin.token, true)).status).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/rent/${id}` })).status).toBe(404);
    expect((await list(`place=${places.town}`)).docs).toHaveLength(0);
    expect((await hide(admin.token, false)).status).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/rent/${id}` })).status).toBe(200);
  });

  it('purges the listing page and the lists on each public change', async () => {
    const places = await createPlaces(t);
    const id = await postListing(t, owner, rentBody(places.town));
    expect((await setStatus(owner.token, id, 'Rented')).status).toBe(200);
    const purged = (
      await t.db
        .select()
        .from(pagePurges)
        .where(arrayOverlaps(pagePurges.tags, [rentPageTag(id)]))
    ).flatMap((p) => p.tags);
    expect(purged).toEqual(expect.arrayContaining([rentPageTag(id), PAGE_TAG.rents]));
  });

  it('counts listings and inquiries on the dashboard and the user detail, and lists active ones in the sitemap', async () => {
    // The dashboard counts the whole database: on one of its own, so that rentals another test file
    // writes beside this one on a shared PostgreSQL database never count (seen once: 18 listed for 17).
    const own = await buildIsolatedTestApp();
    try {
      const ownAdmin = await createUser(own, { roles: ['User', 'Admin'] });
      const someone = await createUser(own);
      const inquirer = await createUser(own);
      const places = await createPlaces(own);
      const figures = async () =>
        (await call(own, { method: 'GET', url: '/api/admin/dashboard?days=7', token: ownAdmin.token })).body
          .rent;
      const before = await figures();
      const id = await postListing(own, someone, rentBody(places.town));
      await sendInquiry(own, inquirer, id);
      expect(await figures()).toMatchObject({
        listed: before.listed + 1,
        inquiries: before.inquiries + 1,
        active: before.active + 1,
      });
      const detail = await call(own, {
        method: 'GET',
        url: `/api/admin/users/${someone.row.id}`,
        token: ownAdmin.token,
      });
      expect(detail.body.rent).toEqual({ listings: 1, inquiriesSent: 0 });
      const sitemap = await call(own, { method: 'GET', url: '/api/sitemap' });
      expect((sitemap.body as { path: string }[]).map((e) => e.path)).toContain(`/rent/${id}`);
    } finally {
      await own.close();
    }
  });
});

describe('rent dates far ahead', () => {
  it('refuses availableFrom past 365 days with 400, on a new listing and an edit, and stores nothing', async () => {
    const places = await createPlaces(t);
    const title = `Far away flat ${randomUUID().slice(0, 8)}`;
    const created = await call(t, {
      method: 'POST',
      url: '/api/rent',
      token: owner.token,
      payload: rentBody(places.village, { title, availableFrom: '9999-12-31' }),
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([
      { path: 'availableFrom', message: 'The date it is available from can be at most 365 days ahead' },
    ]);
    expect(await t.db.select().from(rentListings).where(eq(rentListings.title, title))).toEqual([]);

    const id = await postListing(
      t,
      owner,
      rentBody(places.village, { title, availableFrom: dayFromToday(365) }),
    );
    const edited = await call(t, {
      method: 'PUT',
      url: `/api/rent/${id}`,
      token: owner.token,
      payload: rentBody(places.village, { title, availableFrom: dayFromToday(366) }),
    });
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual([
      { path: 'availableFrom', message: 'The date it is available from can be at most 365 days ahead' },
    ]);
    expect((await listingRow(t, id))!.availableFrom).toBe(dayFromToday(365));
  });

  it('refuses an inquiry visitDate past 365 days with 400 and sends nothing', async () => {
    const places = await createPlaces(t);
    const id = await postListing(t, owner, rentBody(places.village));
    const asker = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: `/api/rent/${id}/inquiries`,
      token: asker.token,
      payload: { ...inquiryBody, visitDate: '9999-12-31' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'visitDate', message: 'The visit date can be at most 365 days ahead' },
    ]);
    expect(await t.db.select().from(rentInquiries).where(eq(rentInquiries.listingId, id))).toEqual([]);
  });
});
