import { PAGE_KEYS, pagePath } from '@bazaar/shared/page';
import { sectionCategoriesPath } from '@bazaar/shared/section';
import type { TSitemapEntry } from '@bazaar/shared/sitemap';
import { listVisibleSlugs } from '../../content/blog/repo.ts';
import { listPages } from '../../content/page/repo.ts';
import type { SitemapSource } from '../../lib/section.ts';
import { SECTION_REGISTRY } from '../../sections/registry.ts';

export type { SitemapSource } from '../../lib/section.ts';

const at = (date: Date | null | undefined) => date?.toISOString() ?? null;

const page = (path: string): TSitemapEntry => ({ path, lastModified: null });

/** The pages that are always there: home, each section's home and categories, blog, FAQ, contact. */
const fixedPages: SitemapSource = async () => [
  page('/'),
  ...SECTION_REGISTRY.map((s) => page(s.info.path)),
  ...SECTION_REGISTRY.filter((s) => s.info.hasCategories).map((s) =>
    page(sectionCategoriesPath(s.info.name)),
  ),
  page('/blog'),
  page('/faq'),
  page('/contact'),
];

/** The about page and each section's policies (written or not, they are pages). */
const sitePages: SitemapSource = async (db) => {
  const written = new Map((await listPages(db)).map((r) => [r.key, r.updatedAt]));
  return PAGE_KEYS.map((key) => ({ path: pagePath(key), lastModified: at(written.get(key)) }));
};

const blogPosts: SitemapSource = async (db, limit) =>
  (await listVisibleSlugs(db))
    .slice(0, limit)
    .map((p) => ({ path: `/blog/${p.slug}`, lastModified: at(p.updatedAt) }));

/**
 * In this order: when the file is full, what comes last (the oldest listings) is left out. Each
 * section gives its category pages and its listings' pages through the registry (its section.ts).
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  fixedPages,
  sitePages,
  blogPosts,
  ...SECTION_REGISTRY.flatMap((s) => (s.sitemap.categories ? [s.sitemap.categories] : [])),
  ...SECTION_REGISTRY.flatMap((s) => s.sitemap.pages),
];
