import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, like, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../db/client.ts';
import {
  checkouts,
  deliveries,
  deliverySettings,
  districtDeliveryCharges,
  orderItems,
  orderStatusHistory,
  orders,
  reviews,
  type ShippingAddressSnapshot,
  userAddresses,
  vendorLedger,
  voucherRedemptions,
  vouchers,
} from '../db/schema/orders.ts';
import { addresses, categories, products, productVariants, vendors } from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { SHOP_VENDORS } from './data/shop-catalog.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { createRandom } from './shop.ts';

/** Paisa; domain.md's demo values. */
export const DEMO_DELIVERY = {
  defaultCharge: 15_000,
  freeThreshold: 500_000,
  valleyCharge: 10_000,
  valleyDistricts: ['Kathmandu', 'Lalitpur', 'Bhaktapur'],
} as const;

export const DEMO_USER_EMAIL = 'user@bazaar.test';
export const DEMO_VENDOR_EMAIL = 'vendor@bazaar.test';
const ADMIN_EMAIL = 'admin@bazaar.test';
/** Seeded checkouts carry this idempotency-key prefix: their presence is the "already seeded" marker. */
export const SEED_KEY_PREFIX = 'demo-seed-';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/**
 * Extra buyers: the first four give the demo vendor orders over the last 30 days; all of them have
 * past (Delivered, reviewed) orders from every store.
 */
export const DEMO_BUYERS = [
  { email: 'buyer1@bazaar.test', fullName: 'Bina Gurung', phone: '9800000021', place: 0 },
  { email: 'buyer2@bazaar.test', fullName: 'Rajesh Maharjan', phone: '9800000022', place: 1 },
  { email: 'buyer3@bazaar.test', fullName: 'Sunita Rai', phone: '9800000023', place: 2 },
  { email: 'buyer4@bazaar.test', fullName: 'Prakash Adhikari', phone: '9800000024', place: 3 },
  { email: 'buyer5@bazaar.test', fullName: 'Anjali Shrestha', phone: '9800000025', place: 4 },
  { email: 'buyer6@bazaar.test', fullName: 'Dipesh Thapa', phone: '9800000026', place: 5 },
  { email: 'buyer7@bazaar.test', fullName: 'Kabita Tamang', phone: '9800000027', place: 6 },
  { email: 'buyer8@bazaar.test', fullName: 'Nabin Karki', phone: '9800000028', place: 7 },
  { email: 'buyer9@bazaar.test', fullName: 'Pooja Bhandari', phone: '9800000029', place: 8 },
  { email: 'buyer10@bazaar.test', fullName: 'Sagar Poudel', phone: '9800000030', place: 9 },
  { email: 'buyer11@bazaar.test', fullName: 'Manisha Joshi', phone: '9800000031', place: 10 },
  { email: 'buyer12@bazaar.test', fullName: 'Ramesh Shakya', phone: '9800000032', place: 11 },
] as const;

/** Buyers of the demo vendor's recent orders (BUYER_ORDERS). */
const RECENT_BUYERS = 4;

/** Saved addresses as [district, municipality, area] of the seeded tree. */
const PLACES: [string, string, string][] = [
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Jawalakhel'],
  ['Bhaktapur', 'Bhaktapur Municipality', 'Kamalbinayak'],
  ['Kathmandu', 'Budhanilkantha', 'Golfutar'],
  ['Kathmandu', 'Kirtipur', 'Naya Bazar'],
  ['Kaski', 'Pokhara Metropolitan City', 'Lakeside'],
  ['Lalitpur', 'Mahalaxmi', 'Imadol'],
  ['Kathmandu', 'Tokha', 'Dhapasi'],
  ['Bhaktapur', 'Madhyapur Thimi', 'Lokanthali'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Chabahil'],
  ['Kaski', 'Pokhara Metropolitan City', 'Bagar'],
  ['Lalitpur', 'Godawari', 'Lubhu'],
  ['Kathmandu', 'Chandragiri', 'Thankot'],
];
const DEMO_USER_PLACE: [string, string, string] = [
  'Kathmandu',
  'Kathmandu Metropolitan City',
  'New Baneshwor',
];

export const DEMO_VOUCHERS = ['WELCOME10', 'FLAT200', 'EXPIRED5'] as const;

export type OrderSeedResult = {
  deliverySettings: number;
  districtCharges: number;
  vouchers: number;
  buyers: number;
  addresses: number;
  orders: number;
  reviews: number;
  ledger: number;
};

/** One planned order: who buys from which store, how far back, and how far it got. */
type OrderPlan = {
  buyer: string;
  vendor: number;
  daysAgo: number;
  status: OrderStatus;
  items: number;
  /** Orders with the same group share one checkout (a multi-vendor checkout). */
  group?: string;
  voucher?: 'FLAT200';
  review?: { rating: number; comment: string; reply?: string };
};

/** The demo user's orders: every status, several stores. */
const USER_ORDERS: OrderPlan[] = [
  {
    buyer: DEMO_USER_EMAIL,
    vendor: 2,
    daysAgo: 30,
    status: 'Returned',
    items: 1,
  },
  {
    buyer: DEMO_USER_EMAIL,
    vendor: 0,
    daysAgo: 22,
    status: 'Delivered',
    items: 1,
    voucher: 'FLAT200',
    review: {
      rating: 5,
      comment: 'Genuine product, well packed and delivered two days early. Very happy with it.',
      reply: 'Thank you for shopping with Vijay Electronics! Enjoy your purchase.',
    },
  },
  { buyer: DEMO_USER_EMAIL, vendor: 4, daysAgo: 13, status: 'Delivered', items: 2 },
  { buyer: DEMO_USER_EMAIL, vendor: 3, daysAgo: 9, status: 'Cancelled', items: 1 },
  { buyer: DEMO_USER_EMAIL, vendor: 1, daysAgo: 6, status: 'Shipped', items: 2 },
  { buyer: DEMO_USER_EMAIL, vendor: 2, daysAgo: 3, status: 'Processing', items: 1, group: 'multi' },
  { buyer: DEMO_USER_EMAIL, vendor: 0, daysAgo: 3, status: 'Confirmed', items: 1, group: 'multi' },
  { buyer: DEMO_USER_EMAIL, vendor: 4, daysAgo: 1, status: 'Pending', items: 1 },
];

/** Other buyers' orders from the demo vendor, spread over the last 30 days. */
const BUYER_ORDERS: OrderPlan[] = (
  [
    [28, 'Delivered', 1],
    [26, 'Delivered', 2],
    [24, 'Delivered', 1],
    [21, 'Cancelled', 1],
    [19, 'Delivered', 1],
    [17, 'Delivered', 2],
    [15, 'Delivered', 1],
    [12, 'Delivered', 1],
    [10, 'Delivered', 1],
    [8, 'Delivered', 2],
    [6, 'Shipped', 1],
    [4, 'Processing', 1],
    [2, 'Confirmed', 1],
    [1, 'Pending', 2],
    [0, 'Pending', 1],
  ] as const
).map(([daysAgo, status, items], i) => ({
  buyer: DEMO_BUYERS[i % RECENT_BUYERS]!.email,
  vendor: 0,
  daysAgo,
  status,
  items,
  ...(i === 1
    ? {
        review: {
          rating: 4,
          comment: 'Works well, battery could be better.',
          reply: 'Thanks for the feedback!',
        },
      }
    : {}),
  ...(i === 5 ? { review: { rating: 5, comment: 'Exactly as described. Fast delivery to Bhaktapur.' } } : {}),
}));

const STEPS: OrderStatus[] = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered'];
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function orderNumber(): string {
  let s = 'BZ-';
  for (let i = 0; i < 8; i++) s += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return s;
}

/** Delivery settings (default + Kathmandu valley) and the demo vouchers; existing rows are kept. */
async function seedSettingsAndVouchers(db: Executor): Promise<{
  deliverySettings: number;
  districtCharges: number;
  vouchers: number;
}> {
  const settings = await db
    .insert(deliverySettings)
    .values({
      key: 'default',
      defaultCharge: DEMO_DELIVERY.defaultCharge,
      freeThreshold: DEMO_DELIVERY.freeThreshold,
    })
    .onConflictDoNothing()
    .returning({ key: deliverySettings.key });
  const districts = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.level, 1), inArray(addresses.name, [...DEMO_DELIVERY.valleyDistricts])));
  const charges =
    districts.length === 0
      ? []
      : await db
          .insert(districtDeliveryCharges)
          .values(districts.map((d) => ({ districtId: d.id, charge: DEMO_DELIVERY.valleyCharge })))
          .onConflictDoNothing()
          .returning({ id: districtDeliveryCharges.districtId });
  const now = Date.now();
  const created = await db
    .insert(vouchers)
    .values([
      {
        id: newId(),
        code: 'WELCOME10',
        description: '10% off your first order (up to Rs. 500) on orders of Rs. 1,000 or more.',
        type: 'percent',
        value: 10,
        minOrder: 100_000,
        maxDiscount: 50_000,
        perUserLimit: 1,
        startsAt: new Date(now - 60 * DAY),
      },
      {
        id: newId(),
        code: 'FLAT200',
        description: 'Rs. 200 off orders of Rs. 2,000 or more.',
        type: 'fixed',
        value: 20_000,
        minOrder: 200_000,
        usageLimit: 100,
        startsAt: new Date(now - 60 * DAY),
      },
      {
        id: newId(),
        code: 'EXPIRED5',
        description: '5% off during the festival sale (ended).',
        type: 'percent',
        value: 5,
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - DAY),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  return { deliverySettings: settings.length, districtCharges: charges.length, vouchers: created.length };
}

/** The address-tree path State → District → Municipality → Area for [district, municipality, area]. */
async function resolvePlace(
  db: Executor,
  [district, municipality, area]: [string, string, string],
): Promise<{ addressId: string; districtId: string; path: string[] } | null> {
  const result = await db.execute(sql`
    select s.name as state, d.id as district_id, a.id as area_id
    from ${addresses} d
    join ${addresses} s on s.id = d.parent_id
    join ${addresses} m on m.parent_id = d.id and m.name = ${municipality}
    join ${addresses} a on a.parent_id = m.id and a.name = ${area}
    where d.level = 1 and d.name = ${district}
    limit 1`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const { rows } = result as unknown as { rows: { state: string; district_id: string; area_id: string }[] };
  const row = rows[0];
  if (!row) return null;
  return {
    addressId: row.area_id,
    districtId: row.district_id,
    path: [row.state, district, municipality, area],
  };
}

type Buyer = { id: string; fullName: string; phone: string; address: ShippingAddressSnapshot };

/** The extra demo buyers (created when missing) and a default Home address for every buyer. */
async function seedBuyers(
  db: Db,
): Promise<{ created: number; addresses: number; byEmail: Map<string, Buyer> }> {
  const emails = DEMO_BUYERS.map((b) => b.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const have = new Set(existing.map((u) => u.email));
  const missing = DEMO_BUYERS.filter((b) => !have.has(b.email));
  let created = 0;
  if (missing.length > 0) {
    // One salted hash for all of them: same demo password, and a dozen scrypt runs would slow the start.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    created = (
      await db
        .insert(users)
        .values(
          missing.map((b) => ({
            id: newId(),
            fullName: b.fullName,
            email: b.email,
            phone: b.phone,
            passwordHash,
            roles: ['User'],
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id })
    ).length;
  }
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.email, [DEMO_USER_EMAIL, ...emails]));
  const saved = await db
    .select()
    .from(userAddresses)
    .where(
      inArray(
        userAddresses.userId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(userAddresses.createdAt));
  const byEmail = new Map<string, Buyer>();
  const fresh: (typeof userAddresses.$inferInsert)[] = [];
  const places = new Map<string, Awaited<ReturnType<typeof resolvePlace>>>();
  for (const person of people) {
    const place =
      person.email === DEMO_USER_EMAIL
        ? DEMO_USER_PLACE
        : PLACES[DEMO_BUYERS.find((b) => b.email === person.email)?.place ?? 0]!;
    const key = place.join('/');
    if (!places.has(key)) places.set(key, await resolvePlace(db, place));
    const resolved = places.get(key);
    if (!resolved) continue;
    const phone = person.phone ?? '9800000000';
    const own =
      saved.find((a) => a.userId === person.id && a.isDefault) ?? saved.find((a) => a.userId === person.id);
    const street =
      own?.street ?? (person.email === DEMO_USER_EMAIL ? 'House 12, Shankhamul Marg' : 'Near the school');
    if (!own) {
      fresh.push({
        id: newId(),
        userId: person.id,
        label: 'Home',
        recipientName: person.fullName,
        phone,
        addressId: resolved.addressId,
        districtId: resolved.districtId,
        street,
        isDefault: true,
      });
    }
    byEmail.set(person.email, {
      id: person.id,
      fullName: person.fullName,
      phone,
      address: {
        recipientName: own?.recipientName ?? person.fullName,
        phone: own?.phone ?? phone,
        street,
        // A buyer's own saved address wins, but its tree path is only known for the seeded place.
        addressId: own?.addressId ?? resolved.addressId,
        districtId: own?.districtId ?? resolved.districtId,
        path: own && own.addressId !== resolved.addressId ? [] : resolved.path,
        label: own?.label ?? 'Home',
      },
    });
  }
  if (fresh.length > 0) await db.insert(userAddresses).values(fresh);
  return { created, addresses: fresh.length, byEmail };
}

type StoreProduct = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  stock: number;
};
type Store = { id: string; userId: string; commissionPercent: number; products: StoreProduct[] };

/** The seeded stores with their in-stock, variant-free products (deterministic order). */
async function loadStores(db: Executor): Promise<(Store | undefined)[]> {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      userId: vendors.userId,
      commissionPercent: vendors.commissionPercent,
    })
    .from(vendors)
    .where(
      inArray(
        vendors.slug,
        SHOP_VENDORS.map((v) => v.slug),
      ),
    );
  const list = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      slug: products.slug,
      images: products.images,
      price: products.price,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.vendorId,
          rows.map((r) => r.id),
        ),
        eq(products.status, 'active'),
        eq(products.isHidden, false),
        gte(products.stock, 10),
        notExists(
          db.select({ one: sql`1` }).from(productVariants).where(eq(productVariants.productId, products.id)),
        ),
      ),
    )
    .orderBy(asc(products.slug));
  return SHOP_VENDORS.map((v) => {
    const row = rows.find((r) => r.slug === v.slug);
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.userId,
      commissionPercent: row.commissionPercent,
      products: list
        .filter((p) => p.vendorId === row.id)
        .map((p) => ({
          id: p.id,
          name: p.name,
          slug: p.slug,
          image: p.images[0] ?? null,
          price: p.price,
          stock: p.stock,
        })),
    };
  });
}

/** What a past buyer says, by the product's top-level category and how they rated it. */
type Comments = { good: string[]; fair: string[]; poor: string[] };

const COMMENTS: Record<string, Comments> = {
  electronics: {
    good: [
      'Genuine product with the official warranty card. Works perfectly.',
      'Battery easily lasts the whole day. Very happy with it.',
      'Set it up in five minutes and it works smoothly.',
      'Came sealed in the box with all accessories. Recommended seller.',
      'Much cheaper than the shops in New Road and the same product.',
    ],
    fair: [
      'Works fine but the charger gets quite warm.',
      'Decent for the price, the build feels a bit plasticky.',
    ],
    poor: [
      'Stopped charging after two weeks. Waiting for the warranty replacement.',
      'The box was already opened and one cable was missing.',
    ],
  },
  fashion: {
    good: [
      'Good material and neat finishing. Fits true to size.',
      'Colour is exactly like the photo. Got many compliments.',
      'Comfortable for the whole day and still looks new after weeks of use.',
      'Good quality material, will order another colour.',
      'Perfect fit, ordered my usual size.',
    ],
    fair: [
      'Nice design but runs a little small, order one size up.',
      'Colour is slightly lighter than in the picture.',
    ],
    poor: ['The colour faded quickly.', 'Stitching came loose within a week.'],
  },
  'home-kitchen': {
    good: [
      'Solid and well made, we use it every day in the kitchen.',
      'Easy to use and easy to clean. Worth the money.',
      'Bought it for my mother, she loves it.',
      'Sturdy, looks good and arrived well packed.',
      'Exactly what our small flat needed.',
    ],
    fair: ['Does the job, but the finish could be better.', 'Okay quality, a bit smaller than I expected.'],
    poor: ['Arrived with a dent on the side.', 'Stopped working properly after a month.'],
  },
  groceries: {
    good: [
      'Fresh stock with a long expiry date. Will order again.',
      'Tastes just like the one from our local shop, delivered to the door.',
      'Good quality and well sealed packets.',
      'Good price compared to the supermarket.',
      'Fast delivery and nicely packed.',
    ],
    fair: [
      'Quality is fine but the price went up since last time.',
      'Okay, but the packet was a bit crushed.',
    ],
    poor: ['Expiry date was only a month away.', 'One packet was torn when it arrived.'],
  },
  beauty: {
    good: [
      'Suits my skin, no irritation at all. Original product.',
      'Light fragrance and lasts long. Will buy again.',
      'Noticed a difference after two weeks of use.',
      'Checked the batch number, it is genuine.',
      'Good results, a little goes a long way.',
    ],
    fair: ['Works okay, but I did not see a big difference.', 'Nice product, the pump broke after a while.'],
    poor: ['Gave me a rash, not for sensitive skin.', 'The seal was broken when it arrived.'],
  },
  sports: {
    good: [
      'Good grip and sturdy build. Using it every morning.',
      'Great quality for the price, my son loves it.',
      'Well made and comfortable to use.',
      'Exactly as described, good for regular use.',
      'Strong material, survived a month of regular use.',
    ],
    fair: [
      'Fine for beginners, serious players may want better.',
      'Decent, but a bit heavier than expected.',
    ],
    poor: ['Started wearing out after a few uses.', 'One of the parts was missing from the box.'],
  },
  books: {
    good: [
      'Original print with good paper quality. Arrived in perfect condition.',
      'Very well written. Delivered in two days.',
      'Bought it as a gift, well packed with no bent corners.',
      'Great read and a fair price.',
      'Good binding and clear print.',
    ],
    fair: ['Good book, but the cover had a small crease.', 'Content is great, the paper is thin.'],
    poor: ['Looks like a photocopy, not the original print.', 'A few pages were printed blurred.'],
  },
  toys: {
    good: [
      'My daughter plays with it every day. Safe and well made.',
      'Bright colours and no sharp edges. Great gift.',
      'Kept the kids busy the whole weekend.',
      'Good quality plastic, survived plenty of drops.',
      'Same as in the picture, the kids love it.',
    ],
    fair: ['Fun, but the instructions are hard to follow.', 'Nice toy, smaller than it looks in the photo.'],
    poor: ['One piece was missing from the box.', 'Broke on the second day.'],
  },
};

const GENERIC: Comments = {
  good: [
    'Good quality for the price. Delivered on time.',
    'Exactly as described. Thank you Bazaar!',
    'Well packed and the delivery person was polite.',
    'Very happy with this purchase, recommended.',
    'Would definitely buy again.',
    'Cash on delivery made it easy. Product is good.',
  ],
  fair: ['It is okay for the price.', 'Average. Does what it says, nothing more.'],
  poor: ['Not as described. Disappointed.', 'Poor quality, would not buy again.'],
};

const REPLIES = {
  good: [
    'Thank you for your kind words! We hope to see you again soon.',
    'Thanks a lot for the review. Enjoy your purchase!',
    'We are glad you like it. Thank you for shopping with us.',
  ],
  poor: [
    'Sorry about this. Please message us with your order number and we will make it right.',
    'We are sorry for the trouble. We have checked our stock and packing to avoid this again.',
    'Thank you for the honest feedback. Please contact us for a replacement.',
  ],
};

/** Star weights (1..5) of a product; most demo products are liked, a few are mixed. */
const TASTES = [
  { share: 0.68, weights: [1, 1, 3, 22, 45] },
  { share: 0.24, weights: [2, 2, 7, 32, 25] },
  { share: 0.08, weights: [10, 9, 16, 25, 14] },
];
const TASTE_SHARES = TASTES.map((t) => t.share);

/** Index of the weight a roll in [0, 1) lands on. */
function weightedIndex(weights: readonly number[], roll: number): number {
  let left = roll * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    left -= weight;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

/** Share of the demo products that get reviews from past orders, and the most reviews one gets. */
const REVIEWED_SHARE = 0.65;
const MAX_REVIEWS = 8;
/** Past orders are placed between this many days ago and two weeks ago (after the product existed). */
const PAST_DAYS = 150;
const PAST_LATEST_DAYS = 14;

type CatalogProduct = {
  id: string;
  vendorId: string;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  createdAt: Date;
  root: string;
  variants: { id: string; options: Record<string, string>; price: number }[];
};

/** Every visible product of the seeded stores, with its top-level category and variants. */
async function loadCatalog(db: Executor, storeIds: string[]): Promise<CatalogProduct[]> {
  if (storeIds.length === 0) return [];
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      slug: products.slug,
      images: products.images,
      price: products.price,
      createdAt: products.createdAt,
      root: sql<string>`coalesce(${parent.slug}, ${categories.slug})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(inArray(products.vendorId, storeIds), eq(products.status, 'active'), eq(products.isHidden, false)),
    )
    .orderBy(asc(products.slug));
  const variants =
    rows.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            options: productVariants.options,
            price: productVariants.price,
          })
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(productVariants.sku));
  return rows.map((r) => ({
    id: r.id,
    vendorId: r.vendorId,
    name: r.name,
    slug: r.slug,
    image: r.images[0] ?? null,
    price: r.price,
    createdAt: r.createdAt,
    root: r.root,
    variants: variants.filter((v) => v.productId === r.id),
  }));
}

type SeedRows = {
  checkouts: (typeof checkouts.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  history: (typeof orderStatusHistory.$inferInsert)[];
  deliveries: (typeof deliveries.$inferInsert)[];
  ledger: (typeof vendorLedger.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  /** productId → units sold (soldCount += units; stock stays, they are past sales). */
  sold: Map<string, number>;
};

type PastInput = {
  catalog: CatalogProduct[];
  buyers: Buyer[];
  stores: Map<string, { userId: string; commissionPercent: number }>;
  deliveryCharge: (buyer: Buyer, subtotal: number) => number;
  adminId: string | null;
  now: number;
};

/**
 * Past sales behind the products' ratings: about two thirds of the catalogue gets 1–8 buyers, each
 * with a Delivered order (consistent history, delivery, ledger earning) and one review per item.
 * Deterministic apart from ids and order numbers.
 */
function planPastOrders({ catalog, buyers, stores, deliveryCharge, adminId, now }: PastInput): SeedRows {
  const random = createRandom(20_250_301);
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pickOne = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const shuffled = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const rows: SeedRows = {
    checkouts: [],
    orders: [],
    items: [],
    history: [],
    deliveries: [],
    ledger: [],
    reviews: [],
    sold: new Map(),
  };
  if (buyers.length === 0) return rows;

  // Which products were bought and reviewed: the wanted share, among products old enough.
  const latest = now - PAST_LATEST_DAYS * DAY;
  const earliest = now - PAST_DAYS * DAY;
  const windowOf = (p: CatalogProduct) => ({
    from: Math.max(p.createdAt.getTime() + DAY, earliest),
    to: latest,
  });
  const eligible = catalog.filter((p) => stores.has(p.vendorId) && windowOf(p).from < latest);
  const chosen = shuffled(eligible).slice(0, Math.round(catalog.length * REVIEWED_SHARE));

  type Line = { buyer: Buyer; product: CatalogProduct; at: number; rating: number; comment: string };
  const lines: Line[] = [];
  for (const product of chosen) {
    const count = Math.min(MAX_REVIEWS, 1 + Math.floor(random() ** 1.5 * MAX_REVIEWS), buyers.length);
    const taste = TASTES[weightedIndex(TASTE_SHARES, random())]!;
    const own = COMMENTS[product.root] ?? { good: [], fair: [], poor: [] };
    const pools = {
      good: [...own.good, ...GENERIC.good],
      fair: [...own.fair, ...GENERIC.fair],
      poor: [...own.poor, ...GENERIC.poor],
    };
    const used = new Set<string>();
    const { from, to } = windowOf(product);
    for (const buyer of shuffled(buyers).slice(0, count)) {
      const rating = weightedIndex(taste.weights, random()) + 1;
      const pool = rating >= 4 ? pools.good : rating === 3 ? pools.fair : pools.poor;
      let comment = pickOne(pool);
      for (let k = 0; used.has(comment) && k < pool.length; k++)
        comment = pool[(pool.indexOf(comment) + 1) % pool.length]!;
      used.add(comment);
      lines.push({ buyer, product, rating, comment, at: from + Math.floor(random() * (to - from)) });
    }
  }

  // A buyer's lines from one store within three weeks become one order of up to three items.
  const byPair = new Map<string, Line[]>();
  for (const line of lines) {
    const key = `${line.buyer.id}:${line.product.vendorId}`;
    byPair.set(key, [...(byPair.get(key) ?? []), line]);
  }
  const groups: Line[][] = [];
  for (const list of byPair.values()) {
    list.sort((a, b) => a.at - b.at);
    let group: Line[] = [];
    for (const line of list) {
      if (group.length > 0 && (group.length === 3 || line.at - group[0]!.at > 21 * DAY)) {
        groups.push(group);
        group = [];
      }
      group.push(line);
    }
    if (group.length > 0) groups.push(group);
  }
  groups.sort((a, b) => a.at(-1)!.at - b.at(-1)!.at);

  for (const [n, group] of groups.entries()) {
    const buyer = group[0]!.buyer;
    const vendorId = group[0]!.product.vendorId;
    const store = stores.get(vendorId)!;
    // The latest line's time: every product in the order existed by then.
    const placedAt = group.at(-1)!.at;
    const orderId = newId();
    const lineRows = group.map((line) => {
      const variant = line.product.variants.length > 0 ? pickOne(line.product.variants) : undefined;
      const unitPrice = variant?.price ?? line.product.price;
      const quantity = unitPrice < 150_000 && random() < 0.25 ? 2 : 1;
      return {
        line,
        item: {
          id: newId(),
          orderId,
          productId: line.product.id,
          variantId: variant?.id ?? null,
          variantOptions: variant?.options ?? null,
          name: line.product.name,
          slug: line.product.slug,
          image: line.product.image,
          unitPrice,
          quantity,
          lineTotal: unitPrice * quantity,
        },
      };
    });
    const subtotal = lineRows.reduce((s, l) => s + l.item.lineTotal, 0);
    const charge = deliveryCharge(buyer, subtotal);
    const total = subtotal + charge;

    // Pending → Confirmed → Processing → Shipped → Delivered, hours to days apart.
    const times = [placedAt];
    for (const [lo, hi] of [
      [2, 8],
      [3, 18],
      [6, 24],
      [24, 72],
    ] as const) {
      times.push(times.at(-1)! + between(lo * 60, hi * 60) * 60_000);
    }
    const deliveredAt = times[4]!;
    rows.checkouts.push({
      id: newId(),
      userId: buyer.id,
      idempotencyKey: `${SEED_KEY_PREFIX}past-${n}`,
      subtotal,
      discount: 0,
      deliveryCharge: charge,
      total,
      createdAt: new Date(placedAt),
    });
    rows.orders.push({
      id: orderId,
      orderNumber: orderNumber(),
      checkoutId: rows.checkouts.at(-1)!.id!,
      userId: buyer.id,
      vendorId,
      status: 'Delivered',
      paymentStatus: 'Paid',
      subtotal,
      discount: 0,
      deliveryCharge: charge,
      total,
      commissionPercent: store.commissionPercent,
      shippingAddress: buyer.address,
      note: n % 9 === 0 ? 'Please call before delivery.' : '',
      deliveredAt: new Date(deliveredAt),
      createdAt: new Date(placedAt),
      updatedAt: new Date(deliveredAt),
    });
    for (const [k, step] of STEPS.entries()) {
      const role = step === 'Pending' ? 'User' : step === 'Delivered' ? 'Admin' : 'Vendor';
      rows.history.push({
        id: newId(),
        orderId,
        status: step,
        note: step === 'Shipped' ? 'Handed to Bazaar Express' : '',
        actorId: role === 'User' ? buyer.id : role === 'Vendor' ? store.userId : adminId,
        actorRole: role,
        createdAt: new Date(times[k]!),
      });
    }
    rows.deliveries.push({
      id: newId(),
      orderId,
      courier: 'Bazaar Express',
      trackingNote: 'Delivered to the buyer',
      status: 'Delivered',
      createdAt: new Date(times[3]!),
      updatedAt: new Date(deliveredAt),
    });
    const commission = Math.floor((subtotal * store.commissionPercent) / 100);
    rows.ledger.push({
      id: newId(),
      vendorId,
      type: 'earning',
      amount: total - commission,
      orderId,
      orderTotal: total,
      commission,
      createdAt: new Date(deliveredAt),
    });
    for (const { line, item } of lineRows) {
      rows.items.push(item);
      rows.sold.set(line.product.id, (rows.sold.get(line.product.id) ?? 0) + item.quantity);
      // Reviewed within a week of delivery; the store answers some, most of the unhappy ones.
      const reviewedAt = deliveredAt + between(3 * 60, 7 * 24 * 60) * 60_000;
      const replies = line.rating <= 3 ? random() < 0.7 : random() < 0.2;
      rows.reviews.push({
        id: newId(),
        productId: line.product.id,
        orderItemId: item.id,
        userId: buyer.id,
        vendorId,
        rating: line.rating,
        comment: line.comment,
        reply: replies ? pickOne(line.rating <= 3 ? REPLIES.poor : REPLIES.good) : null,
        repliedAt: replies ? new Date(reviewedAt + between(60, 30 * 60) * 60_000) : null,
        createdAt: new Date(reviewedAt),
      });
    }
  }
  return rows;
}

/** Every status the order went through, in order; Cancelled after `cancelAfter` steps. */
function statusPath(status: OrderStatus, cancelAfter: number): OrderStatus[] {
  if (status === 'Cancelled') return [...STEPS.slice(0, cancelAfter + 1), 'Cancelled'];
  if (status === 'Returned') return [...STEPS, 'Returned'];
  return STEPS.slice(0, STEPS.indexOf(status) + 1);
}

type SeedCounts = { orders: number; reviews: number; ledger: number };

/** Inserts the planned orders with their items, history, deliveries, ledger, reviews and a payout. */
async function insertOrders(
  tx: Tx,
  plans: OrderPlan[],
  stores: (Store | undefined)[],
  buyers: Map<string, Buyer>,
  adminId: string | null,
): Promise<SeedCounts> {
  const now = Date.now();
  const [flat200] = await tx
    .select({ id: vouchers.id, value: vouchers.value, minOrder: vouchers.minOrder })
    .from(vouchers)
    .where(eq(vouchers.code, 'FLAT200'));
  const [valley] = await tx
    .select({ charge: deliverySettings.defaultCharge, free: deliverySettings.freeThreshold })
    .from(deliverySettings)
    .where(eq(deliverySettings.key, 'default'));
  const districtCharges = new Map(
    (await tx.select().from(districtDeliveryCharges)).map((c) => [c.districtId, c.charge]),
  );
  const defaultCharge = valley?.charge ?? DEMO_DELIVERY.defaultCharge;
  const freeThreshold = valley === undefined ? DEMO_DELIVERY.freeThreshold : valley.free;

  const cursor = new Map<string, number>();
  const stockLeft = new Map<string, number>();
  const checkoutRows: (typeof checkouts.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const deliveryRows: (typeof deliveries.$inferInsert)[] = [];
  const ledgerRows: (typeof vendorLedger.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const redemptionRows: (typeof voucherRedemptions.$inferInsert)[] = [];
  const sold = new Map<string, number>();
  const groups = new Map<string, typeof checkouts.$inferInsert>();

  for (const [n, plan] of plans.entries()) {
    const store = stores[plan.vendor];
    const buyer = buyers.get(plan.buyer);
    if (!store || !buyer || store.products.length === 0) continue;
    const grouped = plan.group ? groups.get(`${plan.buyer}:${plan.group}`) : undefined;
    const placedAt = grouped
      ? (grouped.createdAt as Date).getTime()
      : now - plan.daysAgo * DAY - (2 + (n % 7)) * HOUR;
    const cancelledByBuyer = plan.status === 'Cancelled' && plan.buyer === DEMO_USER_EMAIL;
    const cancelReason = cancelledByBuyer ? 'Ordered by mistake' : 'Item damaged in our warehouse';

    // Lines: the store's products in turn, 1–2 units each, never more than the stock left.
    const lines: { product: StoreProduct; quantity: number }[] = [];
    for (let k = 0; k < plan.items; k++) {
      for (let tries = 0; tries < store.products.length; tries++) {
        const at = cursor.get(store.id) ?? 0;
        cursor.set(store.id, at + 1);
        const product = store.products[at % store.products.length]!;
        const quantity = 1 + ((n + k) % 2 === 0 && product.price < 300_000 ? 1 : 0);
        const left = stockLeft.get(product.id) ?? product.stock;
        if (left - quantity < 2 || lines.some((l) => l.product.id === product.id)) continue;
        stockLeft.set(product.id, left - quantity);
        lines.push({ product, quantity });
        break;
      }
    }
    if (lines.length === 0) continue;
    const subtotal = lines.reduce((s, l) => s + l.product.price * l.quantity, 0);
    const useVoucher = plan.voucher === 'FLAT200' && flat200 && subtotal >= flat200.minOrder;
    const discount = useVoucher ? Math.min(flat200.value, subtotal) : 0;
    const deliveryCharge =
      freeThreshold !== null && subtotal >= freeThreshold
        ? 0
        : (districtCharges.get(buyer.address.districtId) ?? defaultCharge);
    const total = subtotal - discount + deliveryCharge;

    let checkout = grouped;
    if (checkout) {
      checkout.subtotal += subtotal;
      checkout.discount = (checkout.discount ?? 0) + discount;
      checkout.deliveryCharge = (checkout.deliveryCharge ?? 0) + deliveryCharge;
      checkout.total += total;
    } else {
      checkout = {
        id: newId(),
        userId: buyer.id,
        idempotencyKey: `${SEED_KEY_PREFIX}${n}`,
        voucherId: useVoucher ? flat200.id : null,
        voucherCode: useVoucher ? 'FLAT200' : null,
        subtotal,
        discount,
        deliveryCharge,
        total,
        createdAt: new Date(placedAt),
      };
      checkoutRows.push(checkout);
      if (plan.group) groups.set(`${plan.buyer}:${plan.group}`, checkout);
    }
    if (useVoucher) {
      redemptionRows.push({
        id: newId(),
        voucherId: flat200.id,
        userId: buyer.id,
        checkoutId: checkout.id,
        discount,
        createdAt: new Date(placedAt),
      });
    }

    // Status history: each step a few hours to a day after the previous one, never in the future.
    const path = statusPath(plan.status, n % 3);
    const times: number[] = [];
    let at = placedAt;
    for (const [k, step] of path.entries()) {
      if (k > 0)
        at += step === 'Delivered' ? 2 * DAY : step === 'Returned' ? 4 * DAY : (5 + ((n + k) % 14)) * HOUR;
      times.push(Math.min(at, now - (path.length - k) * 60_000));
    }
    const orderId = newId();
    const last = times[times.length - 1]!;
    const deliveredIdx = path.indexOf('Delivered');
    const deliveredAt = deliveredIdx >= 0 ? new Date(times[deliveredIdx]!) : null;
    orderRows.push({
      id: orderId,
      orderNumber: orderNumber(),
      checkoutId: checkout.id,
      userId: buyer.id,
      vendorId: store.id,
      status: plan.status,
      paymentStatus:
        plan.status === 'Returned' ? 'Refunded' : plan.status === 'Delivered' ? 'Paid' : 'Unpaid',
      subtotal,
      discount,
      deliveryCharge,
      total,
      commissionPercent: store.commissionPercent,
      voucherCode: useVoucher ? 'FLAT200' : null,
      shippingAddress: buyer.address,
      note: n % 4 === 0 ? 'Please call before delivery.' : '',
      cancelReason: plan.status === 'Cancelled' ? cancelReason : null,
      deliveredAt,
      createdAt: new Date(placedAt),
      updatedAt: new Date(last),
    });
    const itemIds: string[] = [];
    for (const line of lines) {
      const id = newId();
      itemIds.push(id);
      itemRows.push({
        id,
        orderId,
        productId: line.product.id,
        name: line.product.name,
        slug: line.product.slug,
        image: line.product.image,
        unitPrice: line.product.price,
        quantity: line.quantity,
        lineTotal: line.product.price * line.quantity,
      });
      if (plan.status !== 'Cancelled' && plan.status !== 'Returned') {
        sold.set(line.product.id, (sold.get(line.product.id) ?? 0) + line.quantity);
      } else {
        // Stock went back; it was never really gone from the seeded catalogue.
        stockLeft.set(line.product.id, (stockLeft.get(line.product.id) ?? 0) + line.quantity);
      }
    }
    for (const [k, step] of path.entries()) {
      const byBuyer = step === 'Pending' || (step === 'Cancelled' && cancelledByBuyer);
      const byVendor =
        step === 'Confirmed' || step === 'Processing' || step === 'Shipped' || step === 'Cancelled';
      historyRows.push({
        id: newId(),
        orderId,
        status: step,
        note:
          step === 'Cancelled'
            ? cancelReason
            : step === 'Shipped'
              ? 'Handed to Bazaar Express'
              : step === 'Returned'
                ? 'Item returned by the buyer'
                : '',
        actorId: byBuyer ? buyer.id : byVendor ? store.userId : adminId,
        actorRole: byBuyer ? 'User' : byVendor ? 'Vendor' : 'Admin',
        createdAt: new Date(times[k]!),
      });
    }
    const shippedIdx = path.indexOf('Shipped');
    if (shippedIdx >= 0) {
      deliveryRows.push({
        id: newId(),
        orderId,
        courier: 'Bazaar Express',
        trackingNote: plan.status === 'Shipped' ? 'Out for delivery in the valley' : 'Delivered to the buyer',
        status: plan.status === 'Shipped' ? 'In transit' : 'Delivered',
        createdAt: new Date(times[shippedIdx]!),
        updatedAt: new Date(deliveredAt?.getTime() ?? times[shippedIdx]!),
      });
    }
    if (deliveredAt) {
      const commission = Math.floor(((subtotal - discount) * store.commissionPercent) / 100);
      const amount = total - commission;
      ledgerRows.push({
        id: newId(),
        vendorId: store.id,
        type: 'earning',
        amount,
        orderId,
        orderTotal: total,
        commission,
        createdAt: deliveredAt,
      });
      if (plan.status === 'Returned') {
        ledgerRows.push({
          id: newId(),
          vendorId: store.id,
          type: 'reversal',
          amount,
          orderId,
          note: 'Order returned',
          createdAt: new Date(last),
        });
      }
    }
    if (plan.review && deliveredAt && plan.status === 'Delivered') {
      const reviewedAt = deliveredAt.getTime() + DAY;
      reviewRows.push({
        id: newId(),
        productId: lines[0]!.product.id,
        orderItemId: itemIds[0]!,
        userId: buyer.id,
        vendorId: store.id,
        rating: plan.review.rating,
        comment: plan.review.comment,
        reply: plan.review.reply ?? null,
        repliedAt: plan.review.reply ? new Date(Math.min(reviewedAt + 6 * HOUR, now)) : null,
        createdAt: new Date(Math.min(reviewedAt, now)),
      });
    }
  }
  if (orderRows.length === 0) return { orders: 0, reviews: 0, ledger: 0 };

  // Past sales from every store behind the products' ratings (not the demo user's: theirs stay as planned).
  const storeList = stores.filter((st): st is Store => st !== undefined);
  const past = planPastOrders({
    catalog: await loadCatalog(
      tx,
      storeList.map((st) => st.id),
    ),
    buyers: DEMO_BUYERS.flatMap((b) => buyers.get(b.email) ?? []),
    stores: new Map(storeList.map((st) => [st.id, st])),
    deliveryCharge: (buyer, subtotal) =>
      freeThreshold !== null && subtotal >= freeThreshold
        ? 0
        : (districtCharges.get(buyer.address.districtId) ?? defaultCharge),
    adminId,
    now,
  });
  checkoutRows.push(...past.checkouts);
  orderRows.push(...past.orders);
  itemRows.push(...past.items);
  historyRows.push(...past.history);
  deliveryRows.push(...past.deliveries);
  ledgerRows.push(...past.ledger);
  reviewRows.push(...past.reviews);

  // A concurrent first start may have seeded already: the first checkout's key is unique per user.
  const inserted = await tx
    .insert(checkouts)
    .values(checkoutRows)
    .onConflictDoNothing()
    .returning({ id: checkouts.id });
  if (inserted.length !== checkoutRows.length) {
    tx.rollback();
  }
  await tx.insert(orders).values(orderRows);
  await tx.insert(orderItems).values(itemRows);
  await tx.insert(orderStatusHistory).values(historyRows);
  if (deliveryRows.length > 0) await tx.insert(deliveries).values(deliveryRows);
  if (redemptionRows.length > 0) {
    await tx.insert(voucherRedemptions).values(redemptionRows);
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + ${redemptionRows.length}` })
      .where(eq(vouchers.id, flat200!.id));
  }
  // Open and delivered orders took stock; past sales only count as sold. One UPDATE for all products.
  const changes = new Map<string, { taken: number; sold: number }>();
  for (const [productId, quantity] of sold) changes.set(productId, { taken: quantity, sold: quantity });
  for (const [productId, quantity] of past.sold) {
    const change = changes.get(productId) ?? { taken: 0, sold: 0 };
    changes.set(productId, { taken: change.taken, sold: change.sold + quantity });
  }
  if (changes.size > 0) {
    await tx.execute(sql`
      update ${products} p set stock = p.stock - v.taken, sold_count = p.sold_count + v.sold
      from (values ${sql.join(
        [...changes].map(([id, c]) => sql`(${id}::uuid, ${c.taken}::int, ${c.sold}::int)`),
        sql`, `,
      )}) as v(id, taken, sold)
      where p.id = v.id and p.stock >= v.taken`);
  }

  // One payout to the demo vendor: half of what it had earned a week ago, in whole hundreds of rupees.
  const demoStore = stores[0];
  if (demoStore) {
    const payoutAt = now - 7 * DAY;
    const earned = ledgerRows
      .filter((r) => r.vendorId === demoStore.id && (r.createdAt as Date).getTime() < payoutAt)
      .reduce((s, r) => s + (r.type === 'earning' ? r.amount : -r.amount), 0);
    const amount = Math.floor(earned / 2 / 10_000) * 10_000;
    if (amount > 0) {
      ledgerRows.push({
        id: newId(),
        vendorId: demoStore.id,
        type: 'payout',
        amount,
        method: 'Bank transfer',
        reference: 'NIC-ASIA-TXN-48213',
        note: 'Weekly payout',
        paidAt: new Date(payoutAt),
        recordedBy: adminId,
        createdAt: new Date(payoutAt),
      });
    }
  }
  if (ledgerRows.length > 0) await tx.insert(vendorLedger).values(ledgerRows);
  if (reviewRows.length > 0) {
    await tx.insert(reviews).values(reviewRows);
    await recountRatings(tx, [...new Set(reviewRows.map((r) => r.productId))]);
  }
  return { orders: orderRows.length, reviews: reviewRows.length, ledger: ledgerRows.length };
}

/** products.rating* recounted from the visible reviews (as the review service does). */
async function recountRatings(tx: Executor, productIds: string[]): Promise<void> {
  await tx.execute(sql`
    update ${products} p set
      rating_count = r.n,
      rating_avg = round(r.total::numeric / greatest(r.n, 1), 2),
      rating1 = r.r1, rating2 = r.r2, rating3 = r.r3, rating4 = r.r4, rating5 = r.r5
    from (
      select product_id, count(*)::int as n, sum(rating)::int as total,
        count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
        count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
        count(*) filter (where rating = 5)::int as r5
      from ${reviews}
      where is_hidden = false and product_id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by product_id
    ) r
    where p.id = r.product_id`);
}

/**
 * Seeds what the shop's order side needs for a demo: delivery charges, vouchers, extra buyers,
 * saved addresses, and (once, marked by the seeded checkouts) orders in every status for the demo
 * user plus a month of orders for the demo vendor, with history, deliveries, ledger, a payout and
 * reviews. Needs seedDemoData and seedShopData first; does nothing for missing demo accounts.
 */
export async function seedOrderData(db: Db): Promise<OrderSeedResult> {
  const settings = await seedSettingsAndVouchers(db);
  const result: OrderSeedResult = { ...settings, buyers: 0, addresses: 0, orders: 0, reviews: 0, ledger: 0 };
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  if (!demoUser) return result;
  const [marker] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.userId, demoUser.id), like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}%`)))
    .limit(1);
  if (marker) return result;

  const buyers = await seedBuyers(db);
  result.buyers = buyers.created;
  result.addresses = buyers.addresses;
  const stores = await loadStores(db);
  if (!stores[0]) return result;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  try {
    const counts = await db.transaction((tx) =>
      insertOrders(tx, [...USER_ORDERS, ...BUYER_ORDERS], stores, buyers.byEmail, admin?.id ?? null),
    );
    Object.assign(result, counts);
  } catch (error) {
    // Rolled back because another start seeded the same checkouts first: nothing to do.
    if (!(error instanceof Error && error.name === 'TransactionRollbackError')) throw error;
  }
  return result;
}
