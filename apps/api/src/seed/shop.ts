import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { toPaisa, toRupees } from '@bazaar/shared/money';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Executor } from '../db/client.ts';
import {
  addresses,
  categories,
  type NewProductRow,
  type ProductSpec,
  products,
  productVariants,
  vendors,
} from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { slugify } from '../lib/slug.ts';
import { type AddressSeedNode, NEPAL_ADDRESSES } from './data/nepal-addresses.ts';
import { type LeafCategorySeed, SHOP_CATEGORIES, SHOP_VENDORS } from './data/shop-catalog.ts';
import { DEMO_PASSWORD, demoJoinedAt } from './demo.ts';
import { type IllustrationKind, illustrationSvg } from './illustrations.ts';

/** Placeholder images per leaf category; products cycle through them. */
const IMAGES_PER_CATEGORY = 2;
/** Consumables also come as a value pack, which takes the catalogue past 200 products. */
const VALUE_PACK_CATEGORIES = new Set(['staples', 'beverages', 'snacks', 'skincare', 'haircare']);

export type ShopSeedResult = {
  addresses: number;
  categories: number;
  vendors: number;
  products: number;
  images: number;
};

/** A small deterministic generator, so every fresh start gets the same demo catalogue. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeds the address tree once (when no state exists yet), level by level so parents exist first. */
async function seedAddresses(db: Executor): Promise<number> {
  const [state] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(isNull(addresses.parentId))
    .limit(1);
  if (state) return 0;
  const levels: (typeof addresses.$inferInsert)[][] = [[], [], [], []];
  const walk = (nodes: AddressSeedNode[], level: number, parentId: string | null) => {
    for (const node of nodes) {
      const id = newId();
      levels[level]?.push({ id, name: node.name, level, parentId });
      if (node.children) walk(node.children, level + 1, id);
    }
  };
  walk(NEPAL_ADDRESSES, 0, null);
  let inserted = 0;
  for (const rows of levels) {
    if (rows.length === 0) continue;
    inserted += (
      await db.insert(addresses).values(rows).onConflictDoNothing().returning({ id: addresses.id })
    ).length;
  }
  return inserted;
}

/** Root and leaf shop categories; existing slugs are kept as they are. */
async function seedCategories(db: Executor): Promise<{ created: number; ids: Map<string, string> }> {
  const roots = SHOP_CATEGORIES.map((root, i) => ({
    id: newId(),
    section: 'shop' as const,
    name: root.name,
    slug: root.slug,
    image: `products/cat-${root.slug}.webp`,
    sortOrder: i,
  }));
  let created = (
    await db.insert(categories).values(roots).onConflictDoNothing().returning({ id: categories.id })
  ).length;
  const rootRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.section, 'shop'),
        inArray(
          categories.slug,
          roots.map((r) => r.slug),
        ),
      ),
    );
  const ids = new Map(rootRows.map((r) => [r.slug, r.id]));
  const leaves = SHOP_CATEGORIES.flatMap((root) =>
    root.children.map((leaf, i) => ({
      id: newId(),
      section: 'shop' as const,
      name: leaf.name,
      slug: leaf.slug,
      parentId: ids.get(root.slug) ?? null,
      image: `products/${leaf.slug}-1.webp`,
      sortOrder: i,
    })),
  );
  created += (
    await db.insert(categories).values(leaves).onConflictDoNothing().returning({ id: categories.id })
  ).length;
  const leafRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.section, 'shop'),
        inArray(
          categories.slug,
          leaves.map((l) => l.slug),
        ),
      ),
    );
  for (const r of leafRows) ids.set(r.slug, r.id);
  return { created, ids };
}

/** Vendor accounts (vendor2..5 are created here; vendor@ comes from the demo accounts) and their stores. */
async function seedVendors(db: Executor): Promise<{ created: number; ids: (string | undefined)[] }> {
  const emails = SHOP_VENDORS.map((v) => v.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const have = new Set(existing.map((u) => u.email));
  // vendor@bazaar.test belongs to the demo accounts; only the extra stores' owners are created here.
  const missing = SHOP_VENDORS.slice(1).filter((v) => !have.has(v.email));
  if (missing.length > 0) {
    // One salted hash for all of them: same demo password, and each scrypt run slows the start.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(
        missing.map((v) => ({
          id: newId(),
          fullName: v.fullName,
          email: v.email,
          phone: v.phone,
          passwordHash,
          roles: ['User', 'Vendor'],
          isVendorVerified: true,
          createdAt: demoJoinedAt(100 + SHOP_VENDORS.indexOf(v)),
        })),
      )
      .onConflictDoNothing();
  }
  const owners = await db
    .select({ id: users.id, email: users.email, joinedAt: users.createdAt })
    .from(users)
    .where(inArray(users.email, emails));
  const ownerByEmail = new Map(owners.map((o) => [o.email, o]));
  const rows = SHOP_VENDORS.flatMap((v) => {
    const owner = ownerByEmail.get(v.email);
    if (!owner) return [];
    return [
      {
        id: newId(),
        userId: owner.id,
        // The store opened a few days after its owner joined.
        createdAt: new Date(owner.joinedAt.getTime() + 3 * 24 * 60 * 60 * 1000),
        storeName: v.storeName,
        slug: v.slug,
        logo: `products/vendor-${v.slug}.webp`,
        description: v.description,
        phone: null,
        email: v.email,
      },
    ];
  });
  const created =
    rows.length === 0
      ? 0
      : (await db.insert(vendors).values(rows).onConflictDoNothing().returning({ id: vendors.id })).length;
  const stores = await db
    .select({ id: vendors.id, slug: vendors.slug })
    .from(vendors)
    .where(
      inArray(
        vendors.slug,
        SHOP_VENDORS.map((v) => v.slug),
      ),
    );
  const bySlug = new Map(stores.map((s) => [s.slug, s.id]));
  return { created, ids: SHOP_VENDORS.map((v) => bySlug.get(v.slug)) };
}

type ProductPlan = { row: NewProductRow; variants: (typeof productVariants.$inferInsert)[] };

function pick<T>(values: T[], n: number): T {
  return values[n % values.length]!;
}

function buildSpecs(leaf: LeafCategorySeed, brand: string, n: number): ProductSpec[] {
  return [
    { key: 'Brand', value: brand },
    ...Object.entries(leaf.specs).map(([key, values]) => ({ key, value: pick(values, n) })),
  ];
}

/**
 * Plans every demo product with stock, discounts and (for some) variants. No ratings: those are
 * recounted from the reviews the order seed writes (seed/orders.ts).
 */
function planProducts(categoryIds: Map<string, string>, vendorIds: (string | undefined)[]): ProductPlan[] {
  const random = createRandom(20_240_601);
  const plans: ProductPlan[] = [];
  const now = Date.now();
  let n = 0;
  for (const root of SHOP_CATEGORIES) {
    const vendorId = vendorIds[root.vendor];
    for (const leaf of root.children) {
      const categoryId = categoryIds.get(leaf.slug);
      if (!vendorId || !categoryId) continue;
      const entries = leaf.products.flatMap(([name, brand, rupees]) =>
        VALUE_PACK_CATEGORIES.has(leaf.slug)
          ? [
              { name, brand, rupees },
              { name: `${name} Value Pack of 3`, brand, rupees: Math.round(rupees * 2.7) },
            ]
          : [{ name, brand, rupees }],
      );
      for (const [i, entry] of entries.entries()) {
        n++;
        const id = newId();
        const price = toPaisa(entry.rupees);
        const hasDiscount = random() < 0.45;
        const mrp = hasDiscount ? toPaisa(Math.round(toRupees(price) * (1 + 0.05 + random() * 0.35))) : null;
        // Five draws that once made up star counts; still drawn so the rest of the catalogue (stock,
        // dates, sales) stays as it was. Ratings start at 0: the order seed writes real reviews.
        for (let s = 0; s < 5; s++) random();
        const isOutOfStock = n % 17 === 0;
        const variants: ProductPlan['variants'] = [];
        if (leaf.variantOptions && i % 3 === 0) {
          const [optionName, values] = Object.entries(leaf.variantOptions)[0]!;
          const step = toPaisa(Math.round(toRupees(price) / 10));
          for (const [k, value] of values.entries()) {
            variants.push({
              id: newId(),
              productId: id,
              options: { [optionName]: value },
              // Each step up costs about 10% more, in whole rupees as shops price things.
              price: price + k * step,
              mrp: mrp === null ? null : mrp + k * step,
              stock: isOutOfStock ? 0 : Math.floor(random() * 15),
              sku: `${slugify(entry.brand).slice(0, 6).toUpperCase()}-${n}-${k + 1}`,
            });
          }
        }
        const stock =
          variants.length > 0
            ? variants.reduce((a, v) => a + (v.stock ?? 0), 0)
            : isOutOfStock
              ? 0
              : 3 + Math.floor(random() * 80);
        const image = (k: number) => `products/${leaf.slug}-${((i + k) % IMAGES_PER_CATEGORY) + 1}.webp`;
        const createdAt = new Date(now - Math.floor(random() * 120 * 24 * 3600_000));
        plans.push({
          row: {
            id,
            vendorId,
            categoryId,
            name: entry.name,
            slug: slugify(entry.name),
            description: `${entry.name} from ${entry.brand}. ${leaf.blurb} Sold by a verified Bazaar vendor with cash on delivery and easy returns within 7 days.`,
            images: [image(0), image(1)],
            brand: entry.brand,
            sku: `${slugify(entry.brand).slice(0, 6).toUpperCase()}-${n}`,
            price,
            mrp,
            stock,
            status: 'active',
            isFeatured: n % 11 === 0,
            soldCount: Math.floor(random() * 400),
            specs: buildSpecs(leaf, entry.brand, i),
            createdAt,
            updatedAt: createdAt,
          },
          variants,
        });
      }
    }
  }
  return plans;
}

/** Bulk-inserts the products that are not there yet (by slug) and the variants of those. */
async function seedProducts(db: Db, plans: ProductPlan[]): Promise<number> {
  const existing = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        plans.map((p) => p.row.slug),
      ),
    );
  const have = new Set(existing.map((r) => r.slug));
  const fresh = plans.filter((p) => !have.has(p.row.slug));
  if (fresh.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(fresh.map((p) => p.row))
      .onConflictDoNothing()
      .returning({ id: products.id });
    const ids = new Set(inserted.map((r) => r.id));
    const variants = fresh.flatMap((p) => (ids.has(p.row.id) ? p.variants : []));
    if (variants.length > 0) await tx.insert(productVariants).values(variants);
    return inserted.length;
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function placeholderSvg(color: string, title: string, shade: number): string {
  const initial = escapeXml(title.charAt(0).toUpperCase());
  const label = escapeXml(title.length > 22 ? `${title.slice(0, 21)}…` : title);
  const tint = shade % 2 === 0 ? '#ffffff' : '#000000';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${color}"/>
  <circle cx="${shade % 2 === 0 ? 300 : 420}" cy="${shade % 2 === 0 ? 250 : 180}" r="170" fill="${tint}" fill-opacity="0.18"/>
  <text x="300" y="320" font-family="DejaVu Sans, sans-serif" font-size="220" font-weight="bold" fill="#ffffff" text-anchor="middle">${initial}</text>
  <text x="300" y="480" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
}

/** What each demo category's pictures show (a root category shows its most typical product). */
export const CATEGORY_ILLUSTRATIONS: Record<string, IllustrationKind> = {
  electronics: 'laptop',
  mobiles: 'phone',
  laptops: 'laptop',
  audio: 'headphones',
  cameras: 'camera',
  fashion: 'shirt',
  men: 'shirt',
  women: 'dress',
  footwear: 'shoe',
  'home-kitchen': 'cooker',
  cookware: 'cooker',
  appliances: 'kettle',
  furniture: 'chair',
  groceries: 'rice-sack',
  staples: 'rice-sack',
  beverages: 'tea-cup',
  snacks: 'noodles',
  beauty: 'lipstick',
  skincare: 'cream-jar',
  haircare: 'shampoo',
  makeup: 'lipstick',
  sports: 'bicycle',
  fitness: 'dumbbell',
  cycling: 'bicycle',
  outdoor: 'tent',
  books: 'book',
  fiction: 'book',
  academic: 'book-stack',
  children: 'picture-book',
  toys: 'bricks',
  'building-sets': 'bricks',
  dolls: 'doll',
  'board-games': 'dice',
};

/** A category's picture: the drawing of what it sells, or its initial when it has none. */
function categorySvg(slug: string, color: string, name: string, variant: number): string {
  const kind = CATEGORY_ILLUSTRATIONS[slug];
  return kind ? illustrationSvg(kind, color, variant) : placeholderSvg(color, name, variant);
}

/** Renders the demo images that are missing (a fresh DATA_DIR); never touches the network. */
async function ensurePlaceholderImages(uploadsDir: string): Promise<number> {
  const dir = join(uploadsDir, 'products');
  await mkdir(dir, { recursive: true });
  const jobs: { file: string; svg: string }[] = [];
  for (const root of SHOP_CATEGORIES) {
    jobs.push({ file: `cat-${root.slug}.webp`, svg: categorySvg(root.slug, root.color, root.name, 1) });
    for (const leaf of root.children) {
      for (let k = 1; k <= IMAGES_PER_CATEGORY; k++) {
        jobs.push({ file: `${leaf.slug}-${k}.webp`, svg: categorySvg(leaf.slug, root.color, leaf.name, k) });
      }
    }
  }
  for (const v of SHOP_VENDORS)
    jobs.push({ file: `vendor-${v.slug}.webp`, svg: placeholderSvg('#334155', v.storeName, 0) });
  const missing = jobs.filter((j) => !existsSync(join(dir, j.file)));
  await Promise.all(
    missing.map((j) =>
      // Drawn at 480 px; the fastest WebP effort is 5× quicker and a few KB larger per flat placeholder.
      sharp(Buffer.from(j.svg)).webp({ quality: 72, effort: 0 }).toFile(join(dir, j.file)),
    ),
  );
  return missing.length;
}

/**
 * Seeds the shop: the address tree, the category tree, five vendor stores and ~200 products with
 * placeholder images. Idempotent: existing rows (by slug / name) are kept, only what is missing is added.
 */
export async function seedShopData(db: Db, opts: { uploadsDir: string }): Promise<ShopSeedResult> {
  const [addressCount, images] = await Promise.all([
    seedAddresses(db),
    ensurePlaceholderImages(opts.uploadsDir),
  ]);
  const { created: categoryCount, ids: categoryIds } = await seedCategories(db);
  const { created: vendorCount, ids: vendorIds } = await seedVendors(db);
  const productCount = await seedProducts(db, planProducts(categoryIds, vendorIds));
  return {
    addresses: addressCount,
    categories: categoryCount,
    vendors: vendorCount,
    products: productCount,
    images,
  };
}

/** Demo product count (for tests and logs). */
export function countSeedProducts(): number {
  return SHOP_CATEGORIES.reduce(
    (sum, root) =>
      sum +
      root.children.reduce(
        (s, leaf) => s + leaf.products.length * (VALUE_PACK_CATEGORIES.has(leaf.slug) ? 2 : 1),
        0,
      ),
    0,
  );
}
