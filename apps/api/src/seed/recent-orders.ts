import { checkVoucher } from '@bazaar/shared/checkout';
import { toPaisa } from '@bazaar/shared/money';
import type { TOrderActorRole, TOrderStatus } from '@bazaar/shared/order';
import type { VoucherWithVendor } from '../sections/shop/voucher/repo.ts';
import { DEMO_BUYERS, DEMO_USER_EMAIL } from './buyers.ts';
import {
  addSeedCheckout,
  addSeedReview,
  type SeedBuyer,
  type SeedCheckout,
  type SeedLine,
  type SeedOrder,
  type SeedRows,
  type SeedStep,
  type SeedStore,
} from './order-builder.ts';
import type { CatalogProduct } from './store-catalog.ts';

/** Seeded checkouts carry this idempotency-key prefix: their presence is the "already seeded" marker. */
export const SEED_KEY_PREFIX = 'demo-seed-';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const COURIER = 'Bazaar Express';

type Review = { rating: number; comment: string; reply?: string };

/** One planned order: who buys from which store, how far back, and how far it got. */
type OrderPlan = {
  buyer: string;
  vendor: number;
  daysAgo: number;
  status: TOrderStatus;
  items: number;
  /** Orders with the same group share one checkout (a multi-vendor checkout). */
  group?: string;
  voucher?: 'FLAT200';
  review?: Review;
};

/** The demo user's orders: every status, several stores. */
const USER_ORDERS: OrderPlan[] = [
  { buyer: DEMO_USER_EMAIL, vendor: 2, daysAgo: 30, status: 'Returned', items: 1 },
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

/** Buyers of the demo vendor's recent orders (BUYER_ORDERS). */
const RECENT_BUYERS = 4;

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

const STEPS: TOrderStatus[] = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered'];

/** Every status the order went through, in order; Cancelled after `cancelAfter` steps. */
function statusPath(status: TOrderStatus, cancelAfter: number): TOrderStatus[] {
  if (status === 'Cancelled') return [...STEPS.slice(0, cancelAfter + 1), 'Cancelled'];
  if (status === 'Returned') return [...STEPS, 'Returned'];
  return STEPS.slice(0, STEPS.indexOf(status) + 1);
}

/**
 * The moves after Pending, each a few hours to a day after the previous one and never in the future:
 * the store confirms, packs and ships, Bazaar delivers and takes returns; a cancellation is the
 * buyer's (the demo user's) or the store's.
 */
function stepsOf(plan: OrderPlan, n: number, placedAt: number, now: number): SeedStep[] {
  const path = statusPath(plan.status, n % 3);
  const byBuyer = plan.status === 'Cancelled' && plan.buyer === DEMO_USER_EMAIL;
  const steps: SeedStep[] = [];
  let at = placedAt;
  for (const [k, to] of path.entries()) {
    if (k === 0) continue;
    at += to === 'Delivered' ? 2 * DAY : to === 'Returned' ? 4 * DAY : (5 + ((n + k) % 14)) * HOUR;
    const role: TOrderActorRole =
      to === 'Delivered' || to === 'Returned' ? 'Admin' : to === 'Cancelled' && byBuyer ? 'User' : 'Vendor';
    steps.push({
      to,
      role,
      at: Math.min(at, now - (path.length - k) * 60_000),
      ...(to === 'Cancelled'
        ? { note: byBuyer ? 'Ordered by mistake' : 'Item damaged in our warehouse' }
        : to === 'Shipped'
          ? { note: `Handed to ${COURIER}`, courier: COURIER }
          : to === 'Returned'
            ? { note: 'Item returned by the buyer' }
            : {}),
    });
  }
  return steps;
}

type PlannedCheckout = { spec: SeedCheckout; reviews: (Review | undefined)[] };

/**
 * The demo user's orders in every status and a month of the demo vendor's orders, placed through
 * the same rules as a checkout (FLAT200 only where checkVoucher lets it apply) and moved step by
 * step; two of them share a checkout across stores, three are reviewed.
 */
export function planRecentOrders(
  rows: SeedRows,
  input: {
    stores: (SeedStore | undefined)[];
    catalog: CatalogProduct[];
    buyers: Map<string, SeedBuyer>;
    flat200: VoucherWithVendor | undefined;
    admin: string | null;
    now: number;
  },
): void {
  const { stores, buyers, flat200, now } = input;
  // What a recent order can buy: in stock and without variants.
  const shelves = new Map(
    stores.flatMap((store) =>
      store
        ? [
            [
              store.id,
              input.catalog.filter(
                (p) => p.vendorId === store.id && p.stock >= 10 && p.variants.length === 0,
              ),
            ],
          ]
        : [],
    ),
  );
  const cursor = new Map<string, number>();
  const stockLeft = new Map<string, number>();
  const planned: PlannedCheckout[] = [];
  const groups = new Map<string, PlannedCheckout>();

  for (const [n, plan] of [...USER_ORDERS, ...BUYER_ORDERS].entries()) {
    const store = stores[plan.vendor];
    const shelf = store && shelves.get(store.id);
    const buyer = buyers.get(plan.buyer);
    if (!store || !shelf || !buyer || shelf.length === 0) continue;
    const grouped = plan.group ? groups.get(`${plan.buyer}:${plan.group}`) : undefined;
    const steps = statusPath(plan.status, n % 3).length;
    const placedAt =
      grouped?.spec.placedAt ??
      Math.min(now - plan.daysAgo * DAY - (2 + (n % 7)) * HOUR, now - steps * 60_000);

    // Lines: the store's products in turn, 1–2 units each, never more than the stock left.
    const lines: SeedLine[] = [];
    for (let k = 0; k < plan.items; k++) {
      for (let tries = 0; tries < shelf.length; tries++) {
        const at = cursor.get(store.id) ?? 0;
        cursor.set(store.id, at + 1);
        const product = shelf[at % shelf.length]!;
        const quantity = 1 + ((n + k) % 2 === 0 && product.price < toPaisa(3_000) ? 1 : 0);
        const left = stockLeft.get(product.id) ?? product.stock;
        if (left - quantity < 2 || lines.some((l) => l.productId === product.id)) continue;
        stockLeft.set(product.id, left - quantity);
        lines.push({
          productId: product.id,
          variantId: null,
          variantOptions: null,
          name: product.name,
          slug: product.slug,
          image: product.image,
          unitPrice: product.price,
          quantity,
        });
        break;
      }
    }
    if (lines.length === 0) continue;
    if (plan.status === 'Cancelled' || plan.status === 'Returned') {
      // Their stock went back on the shelf.
      for (const l of lines) stockLeft.set(l.productId, (stockLeft.get(l.productId) ?? 0) + l.quantity);
    }
    const order: SeedOrder = {
      store,
      lines,
      steps: stepsOf(plan, n, placedAt, now),
      note: n % 4 === 0 ? 'Please call before delivery.' : '',
      ...(plan.status === 'Shipped'
        ? { tracking: { status: 'In transit' as const, note: 'Out for delivery in the valley' } }
        : plan.status === 'Delivered' || plan.status === 'Returned'
          ? { tracking: { status: 'Delivered' as const, note: 'Delivered to the buyer' } }
          : {}),
    };
    if (grouped) {
      grouped.spec.orders.push(order);
      grouped.reviews.push(plan.review);
      continue;
    }
    const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
    const voucher =
      plan.voucher === 'FLAT200' && flat200
        ? checkVoucher(flat200, { eligibleSubtotal: subtotal, usedByUser: 0, now: new Date(placedAt) })
        : null;
    const next: PlannedCheckout = {
      spec: {
        buyer,
        idempotencyKey: `${SEED_KEY_PREFIX}${n}`,
        placedAt,
        orders: [order],
        takesStock: true,
        ...(flat200 && voucher?.ok ? { voucher: { ...flat200, discount: voucher.discount } } : {}),
      },
      reviews: [plan.review],
    };
    planned.push(next);
    if (plan.group) groups.set(`${plan.buyer}:${plan.group}`, next);
  }

  for (const { spec, reviews } of planned) {
    for (const [i, built] of addSeedCheckout(rows, spec, { admin: input.admin }).entries()) {
      const review = reviews[i];
      const deliveredAt = built.order.deliveredAt?.getTime();
      if (!review || deliveredAt === undefined || built.order.status !== 'Delivered') continue;
      const reviewedAt = Math.min(deliveredAt + DAY, now);
      addSeedReview(rows, built, built.items[0]!, {
        rating: review.rating,
        comment: review.comment,
        at: reviewedAt,
        reply: review.reply ? { text: review.reply, at: Math.min(reviewedAt + 6 * HOUR, now) } : undefined,
      });
    }
  }
}
