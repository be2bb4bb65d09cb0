import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { todayInNepal } from '@bazaar/shared/fields';
import {
  RENT_TYPES,
  type TRentPeriod,
  type TRentStatus,
  type TRentType,
  ZRentInquiryRequest,
  ZRentRequest,
} from '@bazaar/shared/rent';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { rentInquiries, rentListings } from '../db/schema/rents.ts';
import { threads } from '../db/schema/threads.ts';
import { type UserRow, users } from '../db/schema/users.ts';
import type { AppDeps } from '../lib/deps.ts';
import { createListingEvents } from '../lib/listing-events.ts';
import { createLocalLiveBus } from '../lib/live-bus.ts';
import { SEED_MAILER } from '../lib/mailer.ts';
import { createMicroCache } from '../lib/micro-cache.ts';
import { SEED_PUSH } from '../platform/push/sender.ts';
import { postMessage } from '../platform/thread/message-service.ts';
import { sectionThreadSubjectRules } from '../sections/registry.ts';
import { closeInquiry, sendInquiry } from '../sections/rent/inquiry-service.ts';
import { createListing, moveListing } from '../sections/rent/listing-service.ts';
import type { RentDeps } from '../sections/rent/service.ts';
import { DEMO_BUYERS, DEMO_USER_EMAIL, findArea } from './buyers.ts';
import { type IllustrationKind, illustrationSvg } from './illustrations.ts';

export type RentSeedResult = { images: number; listings: number; inquiries: number; messages: number };

/** Where the demo rentals are: [district, municipality, area] of the seeded tree. */
const RENT_PLACES: [string, string, string][] = [
  ['Kathmandu', 'Kathmandu Metropolitan City', 'New Baneshwor'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Jawalakhel'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Thamel'],
  ['Bhaktapur', 'Bhaktapur Municipality', 'Kamalbinayak'],
  ['Kathmandu', 'Budhanilkantha', 'Golfutar'],
  ['Lalitpur', 'Mahalaxmi', 'Imadol'],
  ['Kaski', 'Pokhara Metropolitan City', 'Lakeside'],
  ['Kathmandu', 'Tokha', 'Dhapasi'],
];

type TypeSeed = {
  illustration: IllustrationKind;
  color: string;
  period: TRentPeriod;
  /** Rupees per period, the first listing's; the others go up from it. */
  price: number;
  deposit: number;
  amenities: string[];
  titles: string[];
  description: string;
};

const TYPES: Record<TRentType, TypeSeed> = {
  room: {
    illustration: 'chair',
    color: '#0891b2',
    period: 'month',
    price: 6_000,
    deposit: 6_000,
    amenities: ['Water supply', 'Wi-Fi', 'Attached bathroom'],
    titles: [
      'Single room for a student near the campus',
      'Bright room with a balcony, shared kitchen',
      'Furnished room for a working professional',
      'Quiet room on the top floor with a terrace',
      'Room with attached bathroom, water all day',
    ],
    description:
      'A clean room in a family house. Water all day, electricity backup, and a quiet street. Suits a student or a single professional; no smoking inside.',
  },
  flat: {
    illustration: 'kettle',
    color: '#7c3aed',
    period: 'month',
    price: 18_000,
    deposit: 36_000,
    amenities: ['Parking', 'Water supply', 'Kitchen', 'Balcony'],
    titles: [
      'Two-bedroom flat with a sunny balcony',
      'One-bedroom flat near the ring road',
      'Three-bedroom family flat with parking',
      'Furnished studio flat for a couple',
      'Two-room flat with a modular kitchen',
    ],
    description:
      'A self-contained flat with its own kitchen and bathroom, on a calm lane close to shops and the bus stop. Parking for a motorbike; the owner lives downstairs.',
  },
  house: {
    illustration: 'bricks',
    color: '#b45309',
    period: 'month',
    price: 45_000,
    deposit: 90_000,
    amenities: ['Parking', 'Garden', 'Water supply', 'Security guard'],
    titles: [
      'Whole house with a garden and car parking',
      'Two-storey house for a family of five',
      'Newly built house with a rooftop terrace',
      'Traditional brick house in the old town',
      'Bungalow with a lawn in a gated colony',
    ],
    description:
      'A whole house with separate floors, a garden and space for a car. Good water supply and a borewell; schools and a hospital within ten minutes.',
  },
  office: {
    illustration: 'laptop',
    color: '#334155',
    period: 'month',
    price: 30_000,
    deposit: 60_000,
    amenities: ['Lift', 'Electricity backup', 'Wi-Fi', 'CCTV'],
    titles: [
      'Open-plan office floor for a small team',
      'Office space with a meeting room and lift',
      'Ground-floor office on the main road',
      'Coworking desk space with fast internet',
      'Two-room office above a bank branch',
    ],
    description:
      'Office space ready to move in: power backup, fibre internet, a lift and a guard at night. Fits a team of ten to fifteen; a meeting room is shared with one other tenant.',
  },
  'shop-space': {
    illustration: 'box',
    color: '#be185d',
    period: 'month',
    price: 25_000,
    deposit: 75_000,
    amenities: ['Electricity backup', 'CCTV', 'Parking'],
    titles: [
      'Corner shop space on a busy market road',
      'Shutter space for a grocery or pharmacy',
      'Showroom space with glass front',
      'Small kiosk space near the bus park',
      'Shop space in a new shopping complex',
    ],
    description:
      'A shop space with a rolling shutter and good footfall from the market. Three-phase power can be arranged; the lease is for at least one year.',
  },
  land: {
    illustration: 'plant',
    color: '#15803d',
    period: 'month',
    price: 12_000,
    deposit: 24_000,
    amenities: ['Water supply'],
    titles: [
      'Flat land for farming with a water source',
      'Plot by the road for parking or storage',
      'Terraced land for vegetables and poultry',
      'Open land for events and weddings',
      'Fenced plot near the highway',
    ],
    description:
      'Level land with road access and a water source nearby. Suits farming, storage or parking; the owner can help with fencing for a longer lease.',
  },
  vehicle: {
    illustration: 'bicycle',
    color: '#c2410c',
    period: 'day',
    price: 1_500,
    deposit: 5_000,
    amenities: ['Helmet included'],
    titles: [
      'Scooter for daily rent with two helmets',
      'Mountain bike for a weekend ride',
      'Pickup truck with a driver for moving',
      'Seven-seater jeep for a family trip',
      'Electric scooter, charger included',
    ],
    description:
      'Well kept and serviced every month. Bring your licence and citizenship; fuel is on you. Delivery to your door for a small charge.',
  },
  equipment: {
    illustration: 'camera',
    color: '#9333ea',
    period: 'week',
    price: 3_000,
    deposit: 10_000,
    amenities: ['Carry case'],
    titles: [
      'DSLR camera with two lenses for events',
      'Sound system with speakers and a mixer',
      'Concrete mixer and scaffolding for builders',
      'Camping tents and sleeping bags set',
      'Generator for weddings and events',
    ],
    description:
      'Working and tested before each rent. Pick up and drop off at the shop; a deposit is returned when the equipment comes back in the same shape.',
  },
};

/** What people ask about a place to live, a place to work from, and a thing to borrow; each reply answers its question. */
const CONVERSATIONS: Record<'home' | 'space' | 'thing', { asks: string[]; replies: string[] }> = {
  home: {
    asks: [
      'Hello, is it still available? I would like to see it this week.',
      'Namaste. Can the price be lowered a little for a year-long stay?',
      'Is parking included, and how is the water supply in the dry season?',
      'We are a small family. Are children and a small dog fine?',
      'Can I visit on Saturday morning? I can pay the deposit the same day.',
    ],
    replies: [
      'Yes, it is free. Come any day after 10; call me before you leave.',
      'The price is fixed for now, but the first month’s internet is on me.',
      'Parking is included and we have a tank, so water is never short.',
      'Children are welcome. A small dog is fine if it stays inside.',
      'Saturday morning is fine. Bring your citizenship card for the agreement.',
    ],
  },
  space: {
    asks: [
      'Hello, is the space still available? I would like to see it this week.',
      'Namaste. Can the rent be lowered a little for a two-year agreement?',
      'Is there parking for customers, and is the power backed up?',
      'Can a signboard go on the front, and are the hours free?',
      'Can I visit on Saturday morning? I can pay the deposit the same day.',
    ],
    replies: [
      'Yes, it is free. Come any day after 10; call me before you leave.',
      'The rent is fixed for now, but the first month’s maintenance is on me.',
      'There is parking for three cars, and an inverter for the lights.',
      'A signboard is fine, and you keep your own hours.',
      'Saturday morning is fine. Bring your citizenship card for the agreement.',
    ],
  },
  thing: {
    asks: [
      'Hello, is it free this weekend? I would like it for two days.',
      'Namaste. Is there a lower price if I keep it for a whole week?',
      'Is it serviced, and what do I leave as a deposit?',
      'Can someone show me how to use it when I pick it up?',
      'Can I pick it up on Saturday morning and bring it back on Sunday?',
    ],
    replies: [
      'Yes, it is free this weekend. Call me to fix the time.',
      'For a whole week I can take a tenth off the daily price.',
      'It was serviced last month. The deposit is in the listing, in cash.',
      'Of course, I will show you everything before you take it.',
      'Saturday at 9 is fine; bring it back by 6 on Sunday.',
    ],
  },
};
const CONVERSATION_OF: Record<TRentType, keyof typeof CONVERSATIONS> = {
  room: 'home',
  flat: 'home',
  house: 'home',
  office: 'space',
  'shop-space': 'space',
  land: 'space',
  vehicle: 'thing',
  equipment: 'thing',
};
const FOLLOW_UPS = ['Thank you, I will come on Saturday.', 'Great, see you then.', 'Understood, thanks.'];

/** A listing's fate: most are Active (to inquire about), some in every other state. */
function statusOf(i: number): TRentStatus {
  const k = i % 8;
  return k === 5 ? 'Rented' : k === 6 ? 'Inactive' : k === 7 && i % 16 === 7 ? 'Draft' : 'Active';
}

function dayAfter(days: number): string {
  const d = new Date(`${todayInNepal()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function ensureRentImages(uploadsDir: string): Promise<number> {
  const dir = join(uploadsDir, 'rent');
  await mkdir(dir, { recursive: true });
  const jobs = RENT_TYPES.flatMap((type) =>
    [1, 2, 3].map((v) => ({
      file: `${type}-${v}.webp`,
      svg: illustrationSvg(TYPES[type].illustration, TYPES[type].color, v),
    })),
  );
  const missing = jobs.filter((j) => !existsSync(join(dir, j.file)));
  await Promise.all(
    missing.map((j) => sharp(Buffer.from(j.svg)).webp({ quality: 72, effort: 0 }).toFile(join(dir, j.file))),
  );
  return missing.length;
}

/**
 * Seeds the Rent section for a demo (once, marked by the demo user's listings): 40 listings, five of
 * each type, across the valley and Pokhara in every state; inquiries on the active ones, answered,
 * followed up and closed, with their threads and the notifications each step sent. Every row goes
 * through the Rent rules (listing-service, inquiry-service, the thread's postMessage), so the demo
 * holds nothing the product could not make. The demo user owns listings in every state and has sent
 * and received inquiries in every state. Needs seedDemoData, seedShopData (the address tree) and
 * seedOrderData (the demo buyers) first; does nothing without them.
 */
export async function seedRentData(
  db: Db,
  opts: { uploadsDir: string; imageBaseUrl?: string },
): Promise<RentSeedResult> {
  const result: RentSeedResult = {
    images: await ensureRentImages(opts.uploadsDir),
    listings: 0,
    inquiries: 0,
    messages: 0,
  };
  const emails = [DEMO_USER_EMAIL, ...DEMO_BUYERS.map((b) => b.email)];
  const accounts = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(accounts.map((u) => [u.email, u]));
  const demoUser = byEmail.get(DEMO_USER_EMAIL);
  const buyers = DEMO_BUYERS.flatMap((b) => byEmail.get(b.email) ?? []);
  const places: string[] = [];
  for (const place of RENT_PLACES) {
    const id = await findArea(db, place);
    if (id) places.push(id);
  }
  if (!demoUser || buyers.length < 4 || places.length === 0) return result;
  const [marker] = await db
    .select({ n: count() })
    .from(rentListings)
    .where(eq(rentListings.ownerId, demoUser.id));
  if ((marker?.n ?? 0) > 0) return result;

  const deps: RentDeps & Pick<AppDeps, 'threadSubjectRules'> = {
    db,
    live: createLocalLiveBus(),
    push: SEED_PUSH,
    mailer: SEED_MAILER,
    webOrigin: '',
    publicApiUrl: '',
    jwtSecret: '',
    imageBaseUrl: opts.imageBaseUrl ?? '',
    uploadsDir: opts.uploadsDir,
    searchVocabularyCache: createMicroCache(),
    threadSubjectRules: sectionThreadSubjectRules(),
    // Before the app starts: no cache or cached page to tell.
    listingEvents: createListingEvents(() => {}),
  };
  const people = [demoUser, ...buyers];
  const ownerOf = (i: number): UserRow => (i % 5 === 0 ? demoUser : (buyers[i % buyers.length] as UserRow));

  const listings: { id: string; owner: UserRow; status: TRentStatus; type: TRentType }[] = [];
  let i = 0;
  for (const type of RENT_TYPES) {
    const seed = TYPES[type];
    for (const [n, title] of seed.titles.entries()) {
      const owner = ownerOf(i);
      // The demo user's five: one in each state, and a second Active one.
      const status =
        owner === demoUser
          ? ((['Active', 'Draft', 'Rented', 'Inactive', 'Active'] as const)[Math.floor(i / 5) % 5] ??
            'Active')
          : statusOf(i);
      const input = ZRentRequest.parse({
        type,
        title,
        description: seed.description,
        images:
          n % 2 === 0
            ? [`rent/${type}-${(n % 3) + 1}.webp`, `rent/${type}-${((n + 1) % 3) + 1}.webp`]
            : [`rent/${type}-${(n % 3) + 1}.webp`],
        placeId: places[i % places.length],
        street: n % 2 === 0 ? 'Near the chowk' : '',
        price: (seed.price + n * Math.round(seed.price / 5)) * 100,
        period: seed.period,
        deposit: n === 3 ? 0 : seed.deposit * 100,
        availableFrom: dayAfter((i * 3) % 40),
        amenities: seed.amenities.slice(0, 1 + (n % seed.amenities.length)),
        publish: status !== 'Draft',
      });
      const listing = await createListing(deps, owner.id, input);
      listings.push({ id: listing._id, owner, status, type });
      i++;
    }
  }

  // Inquiries while the listings are Active: some answered, some followed up, some closed.
  let k = 0;
  for (const listing of listings) {
    if (listing.status === 'Draft') continue;
    const senders = people.filter((p) => p.id !== listing.owner.id);
    const talk = CONVERSATIONS[CONVERSATION_OF[listing.type]];
    const howMany = listing.owner === demoUser ? 3 : k % 3;
    for (let s = 0; s < howMany; s++) {
      // Every third listing of others hears from the demo user, so their "sent" box has every state.
      const sender =
        s === 0 && listing.owner !== demoUser && k % 3 === 1
          ? demoUser
          : (senders[(k + s * 5) % senders.length] as UserRow);
      const inquiry = await sendInquiry(
        deps,
        sender,
        listing.id,
        ZRentInquiryRequest.parse({
          message: talk.asks[(k + s) % talk.asks.length],
          phone: sender.phone ?? '9800000000',
          visitDate: s % 2 === 0 ? dayAfter(2 + s) : null,
        }),
      ).catch(() => null);
      if (!inquiry) continue;
      result.inquiries++;
      const fate = (k + s) % 4;
      const [thread] = await db
        .select({ id: threads.id })
        .from(threads)
        .where(eq(threads.subjectId, inquiry._id));
      if (fate >= 1 && thread) {
        await postMessage(
          deps,
          listing.owner,
          thread.id,
          talk.replies[(k + s) % talk.replies.length] ?? 'Yes.',
        );
        result.messages++;
        if (fate >= 2) {
          await postMessage(deps, sender, thread.id, FOLLOW_UPS[(k + s) % FOLLOW_UPS.length] ?? 'Thanks.');
          result.messages++;
        }
      }
      if (fate === 3) await closeInquiry(deps, sender, inquiry._id);
    }
    k++;
  }

  // The states the owners chose, after the inquiries (a listing takes them only while Active).
  for (const listing of listings) {
    if (listing.status === 'Rented' || listing.status === 'Inactive') {
      await moveListing(deps, listing.owner.id, listing.id, listing.status);
    }
  }
  result.listings = listings.length;
  return result;
}

/** How many listings and inquiries the demo holds (the seed test and the start log). */
export async function countRentRows(db: Db) {
  const [[l], [q]] = await Promise.all([
    db.select({ n: count() }).from(rentListings),
    db.select({ n: count() }).from(rentInquiries),
  ]);
  return { listings: l?.n ?? 0, inquiries: q?.n ?? 0 };
}
