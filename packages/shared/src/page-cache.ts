// The web's cached public pages (docs/product-rules.md "Fast pages", decision 015). Zod-free: the web server
// imports it.

/**
 * A cached public page is served as it is for this long; after it, the next visitor still gets it
 * while the page renders again in the background.
 */
export const PAGE_REVALIDATE_SECONDS = 10;

/** No cached public page is ever served older than this, whether or not a purge reached it. */
export const PAGE_MAX_AGE_SECONDS = 60;

/**
 * Tags on the web's cached reads. A write through the API that changes what a public page shows
 * purges its tags, and every web instance drops the pages that carry them within about a second.
 */
export const PAGE_TAG = {
  /** The site setting: the header and footer of every page. */
  site: 'site',
  /** Product lists: the shop, categories, search, the home page's rows, the category tree. */
  catalog: 'catalog',
  /** Every product page (a rename or a store's change reaches them all). */
  products: 'products',
  sliders: 'sliders',
  ads: 'ads',
  /** Task lists: `/task`, its categories with their open-task counts, a category's page, task search. */
  tasks: 'tasks',
  /** Every task page (a category rename, a poster's rating): each task page carries it beside `task:{id}`. */
  taskPages: 'task-pages',
  /** Job lists: `/job`, its categories with their open-job counts, a category's page, job search. */
  jobs: 'jobs',
  /** Every job page (a category rename, a store's new name): each job page carries it beside `job:{id}`. */
  jobPages: 'job-pages',
  /** Rent lists: `/rent` and rent search. */
  rents: 'rents',
  /** Every rent listing page (an owner's name or picture): each carries it beside `rent:{id}`. */
  rentPages: 'rent-pages',
  /** /blog and every post's page. */
  blog: 'blog',
  faq: 'faq',
  /** /about (its text, team and partners) and the policy pages. */
  pages: 'pages',
  /** The offers of another section on product and rental pages ("Hire a tasker to assemble it"): an admin's links. */
  crossSell: 'cross-sell',
} as const;

/** One product's page, by the slug in its address. */
export function productPageTag(slug: string): string {
  return `product:${slug}`;
}

/** One store's page (`/shop/store/{slug}`): its profile, rating and reviews; its product grid also carries `catalog`. */
export function storePageTag(slug: string): string {
  return `store:${slug}`;
}

/** One task's page (`/task/{id}`): its details, poster card, offers count and questions. */
export function taskPageTag(id: string): string {
  return `task:${id}`;
}

/**
 * One person's public page (`/profile/{userId}`, which `/task/tasker/{userId}` leads to): their parts in
 * every section and the reviews they received. Task writes and the person's own profile edits purge it.
 */
export function taskerPageTag(userId: string): string {
  return `tasker:${userId}`;
}

/** One job's page (`/job/{id}`): its details, employer, status and applications count. */
export function jobPageTag(id: string): string {
  return `job:${id}`;
}

/** One rent listing's page (`/rent/{id}`). */
export function rentPageTag(id: string): string {
  return `rent:${id}`;
}

/** GET /api/page-cache/purges: the purges recorded since a time, for the web's cache. */
export type TPagePurge = { id: string; tags: string[]; at: string };
export type TPagePurgesResponse = { purges: TPagePurge[]; now: string };
