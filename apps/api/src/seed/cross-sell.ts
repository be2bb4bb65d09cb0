import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { crossSellLinks } from '../db/schema/cross-sell.ts';
import { categories } from '../db/schema/shop.ts';
import { newId } from '../lib/ids.ts';

/**
 * The demo's links across sections (decision 049): furniture offers a tasker to assemble it,
 * appliances one to install them, a flat or a house movers. Keys an admin already linked are kept.
 */
const DEMO_LINKS = [
  { from: 'shop', categorySlug: 'furniture', purpose: 'assemble', taskSlug: 'handyman' },
  { from: 'shop', categorySlug: 'appliances', purpose: 'install', taskSlug: 'electrical' },
  { from: 'rent', rentType: 'flat', purpose: 'move', taskSlug: 'moving' },
  { from: 'rent', rentType: 'house', purpose: 'move', taskSlug: 'moving' },
] as const;

export async function seedCrossSellLinks(db: Db): Promise<{ links: number }> {
  const rows = await db
    .select({ id: categories.id, section: categories.section, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        DEMO_LINKS.flatMap((l) => ['categorySlug' in l ? l.categorySlug : [], l.taskSlug].flat()),
      ),
    );
  const idOf = (section: 'shop' | 'task', slug: string) =>
    rows.find((r) => r.section === section && r.slug === slug)?.id;
  const values = DEMO_LINKS.flatMap((l) => {
    const taskCategoryId = idOf('task', l.taskSlug);
    const fromKey = 'rentType' in l ? l.rentType : idOf('shop', l.categorySlug);
    return taskCategoryId && fromKey
      ? [{ id: newId(), fromSection: l.from, fromKey, purpose: l.purpose, taskCategoryId }]
      : [];
  });
  if (values.length === 0) return { links: 0 };
  const created = await db
    .insert(crossSellLinks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: crossSellLinks.id });
  return { links: created.length };
}
