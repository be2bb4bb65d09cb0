import { toPaisa } from '@bazaar/shared/money';
import {
  addSeedCheckout,
  addSeedReview,
  type SeedBuyer,
  type SeedRows,
  type SeedStep,
  type SeedStore,
} from './order-builder.ts';
import { SEED_KEY_PREFIX } from './recent-orders.ts';
import { COMMENTS, GENERIC, REPLIES, TASTE_SHARES, TASTES } from './review-texts.ts';
import { createRandom } from './shop.ts';
import type { CatalogProduct } from './store-catalog.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const COURIER = 'Bazaar Express';

/** Share of the demo products that get reviews from past orders, and the most reviews one gets. */
const REVIEWED_SHARE = 0.65;
const MAX_REVIEWS = 8;
/** Past orders are placed between this many days ago and two weeks ago (after the product existed). */
const PAST_DAYS = 150;
const PAST_LATEST_DAYS = 14;

/** Index of the weight a roll in [0, 1) lands on. */
function weightedIndex(weights: readonly number[], roll: number): number {
  let left = roll * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    left -= weight;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Past sales behind the products' ratings: about two thirds of the catalogue gets 1–8 buyers, each
 * with a Delivered order (placed, confirmed, packed, shipped and delivered like any other) and one
 * review per item. Deterministic apart from ids and order numbers. Past sales count as sold but
 * leave the stock the catalogue seed set.
 */
export function planPastOrders(
  rows: SeedRows,
  input: {
    catalog: CatalogProduct[];
    buyers: SeedBuyer[];
    stores: Map<string, SeedStore>;
    admin: string | null;
    now: number;
  },
): void {
  const { catalog, buyers, stores, now } = input;
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
  if (buyers.length === 0) return;

  // Which products were bought and reviewed: the wanted share, among products old enough.
  const latest = now - PAST_LATEST_DAYS * DAY;
  const earliest = now - PAST_DAYS * DAY;
  const windowOf = (p: CatalogProduct) => ({
    from: Math.max(p.createdAt.getTime() + DAY, earliest),
    to: latest,
  });
  const eligible = catalog.filter((p) => stores.has(p.vendorId) && windowOf(p).from < latest);
  const chosen = shuffled(eligible).slice(0, Math.round(catalog.length * REVIEWED_SHARE));

  type Line = { buyer: SeedBuyer; product: CatalogProduct; at: number; rating: number; comment: string };
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
    const orderLines = group.map((line) => {
      const variant = line.product.variants.length > 0 ? pickOne(line.product.variants) : undefined;
      const unitPrice = variant?.price ?? line.product.price;
      return {
        productId: line.product.id,
        variantId: variant?.id ?? null,
        variantOptions: variant?.options ?? null,
        name: line.product.name,
        slug: line.product.slug,
        image: line.product.image,
        unitPrice,
        quantity: unitPrice < toPaisa(1_500) && random() < 0.25 ? 2 : 1,
      };
    });
    // Placed at the latest line's time (every product existed by then); then confirmed, packed,
    // shipped and delivered, hours to days apart.
    const placedAt = group.at(-1)!.at;
    const moves: [SeedStep['to'], SeedStep['role'], number, number][] = [
      ['Confirmed', 'Vendor', 2, 8],
      ['Processing', 'Vendor', 3, 18],
      ['Shipped', 'Vendor', 6, 24],
      ['Delivered', 'Admin', 24, 72],
    ];
    const steps: SeedStep[] = [];
    let at = placedAt;
    for (const [to, role, lo, hi] of moves) {
      at += between(lo * 60, hi * 60) * MINUTE;
      steps.push({
        to,
        role,
        at,
        ...(to === 'Shipped' ? { note: `Handed to ${COURIER}`, courier: COURIER } : {}),
      });
    }
    const [built] = addSeedCheckout(
      rows,
      {
        buyer: group[0]!.buyer,
        idempotencyKey: `${SEED_KEY_PREFIX}past-${n}`,
        placedAt,
        takesStock: false,
        orders: [
          {
            store: stores.get(group[0]!.product.vendorId)!,
            lines: orderLines,
            steps,
            note: n % 9 === 0 ? 'Please call before delivery.' : '',
            tracking: { status: 'Delivered', note: 'Delivered to the buyer' },
          },
        ],
      },
      { admin: input.admin },
    );
    const deliveredAt = at;
    for (const [k, line] of group.entries()) {
      // Reviewed within a week of delivery; the store answers some, most of the unhappy ones.
      const reviewedAt = deliveredAt + between(3 * 60, 7 * 24 * 60) * MINUTE;
      const replies = line.rating <= 3 ? random() < 0.7 : random() < 0.2;
      addSeedReview(rows, built!, built!.items[k]!, {
        rating: line.rating,
        comment: line.comment,
        at: reviewedAt,
        reply: replies
          ? {
              text: pickOne(line.rating <= 3 ? REPLIES.poor : REPLIES.good),
              at: reviewedAt + between(60, 30 * 60) * MINUTE,
            }
          : undefined,
      });
    }
  }
}
