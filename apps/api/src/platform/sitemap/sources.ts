import { jobCategoryPath, jobPath, jobToday } from '@bazaar/shared/job-constants';
import { PAGE_KEYS, pagePath } from '@bazaar/shared/page';
import { rentPath } from '@bazaar/shared/rent-constants';
import type { TSitemapEntry } from '@bazaar/shared/sitemap';
import { taskCategoryPath, taskPath } from '@bazaar/shared/task-constants';
import { listVisibleSlugs } from '../../content/blog/repo.ts';
import { listPages } from '../../content/page/repo.ts';
import type { Executor } from '../../db/client.ts';
import { listSitemapJobs } from '../../sections/job/repo.ts';
import { listSitemapListings } from '../../sections/rent/repo.ts';
import { listVisibleProductSlugs } from '../../sections/shop/product/repo.ts';
import { listActiveStoreSlugs } from '../../sections/shop/vendor/store-repo.ts';
import { listSitemapTasks } from '../../sections/task/repo.ts';
import { listActiveCategories } from '../category/repo.ts';

/**
 * One source of /sitemap.xml addresses: reads at most `limit` of them. A section adds its public
 * pages (tasks, jobs, listings) with one entry in SITEMAP_SOURCES.
 */
export type SitemapSource = (db: Executor, limit: number) => Promise<TSitemapEntry[]>;

const at = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The pages that are always there. */
const fixedPages: SitemapSource = async () =>
  [
    '/',
    '/shop',
    '/task',
    '/job',
    '/rent',
    '/shop/categories',
    '/task/categories',
    '/job/categories',
    '/blog',
    '/faq',
    '/contact',
  ].map((path) => ({
    path,
    lastModified: null,
  }));

/** The about page and each section's policies (written or not, they are pages). */
const sitePages: SitemapSource = async (db) => {
  const written = new Map((await listPages(db)).map((r) => [r.key, r.updatedAt]));
  return PAGE_KEYS.map((key) => ({ path: pagePath(key), lastModified: at(written.get(key)) }));
};

const shopCategories: SitemapSource = async (db, limit) =>
  (await listActiveCategories(db, 'shop'))
    .slice(0, limit)
    .map((c) => ({ path: `/shop/category/${c.slug}`, lastModified: null }));

const stores: SitemapSource = async (db, limit) =>
  (await listActiveStoreSlugs(db, limit)).map((s) => ({ path: `/shop/store/${s.slug}`, lastModified: null }));

const blogPosts: SitemapSource = async (db, limit) =>
  (await listVisibleSlugs(db))
    .slice(0, limit)
    .map((p) => ({ path: `/blog/${p.slug}`, lastModified: at(p.updatedAt) }));

const products: SitemapSource = async (db, limit) =>
  (await listVisibleProductSlugs(db, limit)).map((p) => ({
    path: `/shop/product/${p.slug}`,
    lastModified: at(p.updatedAt),
  }));

const taskCategories: SitemapSource = async (db, limit) =>
  (await listActiveCategories(db, 'task'))
    .slice(0, limit)
    .map((c) => ({ path: taskCategoryPath(c.slug), lastModified: null }));

const taskPages: SitemapSource = async (db, limit) =>
  (await listSitemapTasks(db, limit)).map((t) => ({ path: taskPath(t.id), lastModified: at(t.updatedAt) }));

const jobCategories: SitemapSource = async (db, limit) =>
  (await listActiveCategories(db, 'job'))
    .slice(0, limit)
    .map((c) => ({ path: jobCategoryPath(c.slug), lastModified: null }));

const jobPages: SitemapSource = async (db, limit) =>
  (await listSitemapJobs(db, limit, jobToday())).map((j) => ({
    path: jobPath(j.id),
    lastModified: at(j.updatedAt),
  }));

const rentPages: SitemapSource = async (db, limit) =>
  (await listSitemapListings(db, limit)).map((l) => ({
    path: rentPath(l.id),
    lastModified: at(l.updatedAt),
  }));

/** In this order: when the file is full, what comes last (the oldest products) is left out. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  fixedPages,
  sitePages,
  blogPosts,
  shopCategories,
  taskCategories,
  jobCategories,
  stores,
  products,
  taskPages,
  jobPages,
  rentPages,
];
