import {
  jobPageTag,
  PAGE_TAG,
  productPageTag,
  rentPageTag,
  storePageTag,
  taskerPageTag,
  taskPageTag,
} from '@bazaar/shared/page-cache';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products, vendors } from '../../db/schema/shop.ts';
import { currentUser } from '../../plugins/auth.ts';

/**
 * Which of the web's cached public pages each write changes (docs/product-rules.md "Fast pages"). Every write
 * route of the API is listed, 'none' when no public page shows what it changes, so a new route has to say
 * (page-purge.test.ts fails until it does). `before` runs ahead of the write (a product's slug before
 * a rename); `after` reads the write's answer. The tags of both are purged once the write succeeded.
 */
export type PagePurgeRule = {
  before?: (request: FastifyRequest, db: Executor) => Promise<string[]>;
  after?: (request: FastifyRequest, answer: unknown, db: Executor) => Promise<string[]> | string[];
};

type WithId = { params: { id?: string } };
const idOf = (request: FastifyRequest) => (request as unknown as WithId).params.id ?? '';

/** `data` of a `{ message, data }` answer. */
function dataOf<T>(answer: unknown): Partial<T> {
  const data = (answer as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<T>) : {};
}

/** An id the write could act on: anything else (a bad request the route will refuse) changes no page. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function productSlugs(db: Executor, candidates: string[]): Promise<string[]> {
  const ids = candidates.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids));
  return rows.map((r) => productPageTag(r.slug));
}

/** The pages of the products in some orders (their stock changed). */
async function orderedProductTags(db: Executor, where: ReturnType<typeof eq>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: products.slug })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where);
  return rows.map((r) => productPageTag(r.slug));
}

/** A product changed: the lists, and its page under its old and its new address. */
const productChange: PagePurgeRule = {
  before: (request, db) => productSlugs(db, [idOf(request)]),
  after: (_request, answer) => {
    const { slug } = dataOf<{ slug: string }>(answer);
    return [PAGE_TAG.catalog, ...(slug ? [productPageTag(slug)] : [])];
  },
};

/** An order's stock came back (cancelled or returned): its products' pages. */
const restock: PagePurgeRule = {
  after: (request, _answer, db) => {
    const body = request.body as { status?: string } | undefined;
    const isRestock = !body?.status || body.status === 'Cancelled' || body.status === 'Returned';
    return isRestock ? orderedProductTags(db, eq(orders.id, idOf(request))) : [];
  },
};

/** The store pages of the stores selling some products (by product slug). */
async function storeTagsOfProducts(db: Executor, productSlugs: string[]): Promise<string[]> {
  if (productSlugs.length === 0) return [];
  const rows = await db
    .selectDistinct({ slug: vendors.slug })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.slug, productSlugs));
  return rows.map((r) => storePageTag(r.slug));
}

/** A store's page by the store's id in the route. */
async function storeTagOfId(db: Executor, id: string): Promise<string[]> {
  const [row] = await db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, id)).limit(1);
  return row ? [storePageTag(row.slug)] : [];
}

/**
 * A review was written, answered, hidden or shown: the product's page (its rating and reviews) and
 * its store's page (the store's rating and newest reviews).
 */
const reviewChange: PagePurgeRule = {
  after: async (_request, answer, db) => {
    const slug = dataOf<{ product: { slug: string } }>(answer).product?.slug;
    return slug ? [productPageTag(slug), ...(await storeTagsOfProducts(db, [slug]))] : [];
  },
};

const everyProduct = (): string[] => [PAGE_TAG.catalog, PAGE_TAG.products];

/** A category of any section changed: the shop's lists and pages, and the Task section's. */
const everyCategoryPage = (): string[] => [
  ...everyProduct(),
  PAGE_TAG.tasks,
  PAGE_TAG.taskPages,
  PAGE_TAG.jobs,
  PAGE_TAG.jobPages,
];

/** A job changed what its page and the lists show (details, status, visibility, applications count). */
const jobAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.jobs, ...(UUID.test(idOf(request)) ? [jobPageTag(idOf(request))] : [])],
};

/** A task changed what its page shows (the task id in the route). */
const taskPage: PagePurgeRule = {
  after: (request) => (UUID.test(idOf(request)) ? [taskPageTag(idOf(request))] : []),
};

/** A task changed what its page and the lists show (status, offers count, details). */
const taskAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.tasks, ...(UUID.test(idOf(request)) ? [taskPageTag(idOf(request))] : [])],
};

/** An offer's write whose answer names its task: the task's page and the lists (offers count, status). */
const offerTask: PagePurgeRule = {
  after: (_request, answer) => {
    const { taskId } = dataOf<{ taskId: string }>(answer);
    return taskId ? [PAGE_TAG.tasks, taskPageTag(taskId)] : [];
  },
};

/** The poster confirmed: the lists, the page, and the tasker's page (completed count). */
const taskCompleted: PagePurgeRule = {
  after: (request, answer) => {
    const tasker = dataOf<{ assignedTasker: { _id: string } | null }>(answer).assignedTasker;
    return [PAGE_TAG.tasks, taskPageTag(idOf(request)), ...(tasker ? [taskerPageTag(tasker._id)] : [])];
  },
};

/**
 * A task review was written, answered, hidden or shown: the tasker page of the person it is about,
 * and, for a review of a poster, every task page (each shows its poster's rating).
 */
const taskReviewChange: PagePurgeRule = {
  after: (_request, answer) => {
    const { subject, subjectRole } = dataOf<{ subject: { _id: string }; subjectRole: string }>(answer);
    if (!subject) return [];
    return [taskerPageTag(subject._id), ...(subjectRole === 'poster' ? [PAGE_TAG.taskPages] : [])];
  },
};

/** A rent listing changed what its page and the lists show (details, status, hidden). */
const rentAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.rents, ...(UUID.test(idOf(request)) ? [rentPageTag(idOf(request))] : [])],
};

export const PAGE_PURGE_RULES: Record<string, PagePurgeRule | 'none'> = {
  // The shop's lists and pages
  'POST /api/vendor/products': productChange,
  'PUT /api/vendor/products/:id': productChange,
  'PUT /api/vendor/products/:id/status': productChange,
  'PUT /api/admin/products/:id/flags': productChange,
  'POST /api/admin/categories': { after: everyCategoryPage },
  'PUT /api/admin/categories/:id': { after: everyCategoryPage },
  'DELETE /api/admin/categories/:id': { after: everyCategoryPage },
  // The Task section's lists, task pages and tasker pages
  'POST /api/task': { after: () => [PAGE_TAG.tasks] },
  'PUT /api/task/:id': taskAndLists,
  'POST /api/task/:id/offers': taskAndLists,
  'PUT /api/task/offers/:offerId': 'none',
  'PUT /api/task/offers/:offerId/withdraw': offerTask,
  'PUT /api/task/offers/:offerId/accept': offerTask,
  'POST /api/task/:id/questions': taskPage,
  'PUT /api/task/questions/:questionId/answer': {
    after: (_request, answer) => {
      const { taskId } = dataOf<{ taskId: string }>(answer);
      return taskId ? [taskPageTag(taskId)] : [];
    },
  },
  'PUT /api/task/:id/done': taskPage,
  'PUT /api/task/:id/confirm': taskCompleted,
  'PUT /api/task/:id/cancel': taskAndLists,
  'POST /api/task/:id/reviews': taskReviewChange,
  'PUT /api/task/reviews/:reviewId/reply': taskReviewChange,
  'PUT /api/task/user/tasker-profile': { after: (request) => [taskerPageTag(currentUser(request).id)] },
  'PUT /api/admin/task/tasks/:id/cancel': taskAndLists,
  'PUT /api/admin/task/tasks/:id/hidden': taskAndLists,
  'PUT /api/admin/task/reviews/:id/hidden': taskReviewChange,
  'PUT /api/admin/site-setting/task-service-charge': 'none',
  // The Job section's lists and job pages (an application's own moves show on no public page)
  'POST /api/vendor/job/jobs': { after: () => [PAGE_TAG.jobs] },
  'PUT /api/vendor/job/jobs/:id': jobAndLists,
  'PUT /api/vendor/job/jobs/:id/status': jobAndLists,
  'POST /api/job/:id/apply': jobAndLists,
  'PUT /api/job/applications/:id/withdraw': 'none',
  'PUT /api/vendor/job/applications/:id/status': 'none',
  'PUT /api/admin/job/jobs/:id/close': jobAndLists,
  'PUT /api/admin/job/jobs/:id/hidden': jobAndLists,
  // The Rent section's lists and listing pages; inquiries are private
  'POST /api/rent': { after: () => [PAGE_TAG.rents] },
  'PUT /api/rent/:id': rentAndLists,
  'PUT /api/rent/:id/status': rentAndLists,
  'POST /api/rent/:id/inquiries': 'none',
  'PUT /api/rent/inquiries/:inquiryId/close': 'none',
  'PUT /api/admin/rent/list/:id/hidden': rentAndLists,
  // A name or picture shows on task cards, task pages (poster, questions) and the tasker's page.
  'PUT /api/auth/my-profile': {
    after: (request) => [
      PAGE_TAG.tasks,
      PAGE_TAG.taskPages,
      taskerPageTag(currentUser(request).id),
      PAGE_TAG.rents,
      PAGE_TAG.rentPages,
    ],
  },
  // A store's name and logo are on its cards and pages; a suspended store's products leave the shop
  // and its page goes. A store page's grid carries `catalog`, so every product change above reaches it.
  'PUT /api/vendor/profile': {
    after: (_request, answer) => {
      const { slug } = dataOf<{ slug: string }>(answer);
      return [...everyProduct(), PAGE_TAG.jobs, PAGE_TAG.jobPages, ...(slug ? [storePageTag(slug)] : [])];
    },
  },
  'PUT /api/admin/vendors/:id/status': {
    after: async (request, _answer, db) => [
      ...everyProduct(),
      PAGE_TAG.jobs,
      PAGE_TAG.jobPages,
      ...(await storeTagOfId(db, idOf(request))),
    ],
  },
  // Stock: a checkout takes it, a cancellation or return gives it back. The checkout records its
  // products' pages' purge itself, in the statement that writes its orders, from the cart it read:
  // reading them back from the orders, and a statement of its own, were two more in the busiest write.
  'POST /api/order/user/checkout': {},
  'PUT /api/order/user/orders/:id/cancel': restock,
  'PUT /api/vendor/orders/:id/status': restock,
  'PUT /api/admin/orders/:id/status': restock,
  'POST /api/order/user/reviews': reviewChange,
  'PUT /api/vendor/reviews/:id/reply': reviewChange,
  'PUT /api/admin/reviews/:id/visibility': reviewChange,
  // The frame and the banners
  'PUT /api/site-setting/site-setting': { after: () => [PAGE_TAG.site] },
  'POST /api/admin/sliders': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/sliders/:id': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/sliders/:id/move': { after: () => [PAGE_TAG.sliders] },
  'DELETE /api/admin/sliders/:id': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/ads/:slot': { after: () => [PAGE_TAG.ads] },
  // Content: /blog and its posts, /faq, /about and the policy pages (and /sitemap.xml, which carries them)
  'POST /api/admin/blogs': { after: () => [PAGE_TAG.blog] },
  'PUT /api/admin/blogs/:id': { after: () => [PAGE_TAG.blog] },
  'DELETE /api/admin/blogs/:id': { after: () => [PAGE_TAG.blog] },
  'POST /api/admin/faqs': { after: () => [PAGE_TAG.faq] },
  'PUT /api/admin/faqs/:id': { after: () => [PAGE_TAG.faq] },
  'DELETE /api/admin/faqs/:id': { after: () => [PAGE_TAG.faq] },
  'PUT /api/admin/site-setting/pages/:key': { after: () => [PAGE_TAG.pages] },
  'POST /api/admin/site-setting/our-team': { after: () => [PAGE_TAG.pages] },
  'PUT /api/admin/site-setting/our-team/:id': { after: () => [PAGE_TAG.pages] },
  'DELETE /api/admin/site-setting/our-team/:id': { after: () => [PAGE_TAG.pages] },
  'POST /api/admin/site-setting/our-partner': { after: () => [PAGE_TAG.pages] },
  'PUT /api/admin/site-setting/our-partner/:id': { after: () => [PAGE_TAG.pages] },
  'DELETE /api/admin/site-setting/our-partner/:id': { after: () => [PAGE_TAG.pages] },
  // Nothing a public page shows
  'DELETE /api/admin/addresses/:id': 'none',
  'POST /api/admin/addresses': 'none',
  'PUT /api/admin/addresses/:id': 'none',
  'DELETE /api/admin/vouchers/:id': 'none',
  'POST /api/admin/vouchers': 'none',
  'PUT /api/admin/vouchers/:id': 'none',
  'POST /api/admin/vendor-payments/:vendorId/payouts': 'none',
  'PUT /api/admin/deliveries/:id': 'none',
  'PUT /api/admin/site-setting/delivery-charge': 'none',
  'PUT /api/admin/users/:id/roles': 'none',
  'PUT /api/admin/users/:id/status': 'none',
  // Admins, messages and email wording show on no public page (the contact page shows the site setting).
  'POST /api/admin/admins': 'none',
  'POST /api/admin/admins/existing': 'none',
  'DELETE /api/admin/admins/:id': 'none',
  'POST /api/contact': 'none',
  'PUT /api/admin/messages/:id/read': 'none',
  'PUT /api/admin/messages/:id/archive': 'none',
  'POST /api/admin/messages/:id/reply': 'none',
  'PUT /api/admin/email-templates/:key': 'none',
  'DELETE /api/admin/email-templates/:key': 'none',
  'POST /api/admin/email-templates/:key/test': 'none',
  'PUT /api/admin/vendor-applications/:id/approve': 'none',
  'PUT /api/admin/vendor-applications/:id/reject': 'none',
  'POST /api/auth/forgot-password': 'none',
  'POST /api/auth/login': 'none',
  'POST /api/auth/register': 'none',
  'POST /api/auth/reset-password': 'none',
  'PUT /api/auth/change-password': 'none',
  'PUT /api/notification/mark-all-as-seen': 'none',
  // Threads are private: no public page shows them.
  'POST /api/thread/:id/messages': 'none',
  'PUT /api/thread/:id/read': 'none',
  'POST /api/cart/preview': 'none',
  'POST /api/order/user/cart': 'none',
  'POST /api/order/user/cart/merge': 'none',
  'PUT /api/order/user/cart/:itemId': 'none',
  'DELETE /api/order/user/cart': 'none',
  'DELETE /api/order/user/cart/:itemId': 'none',
  'POST /api/order/user/checkout/quote': 'none',
  'POST /api/upload/document': 'none',
  'POST /api/upload/image': 'none',
  'POST /api/user/addresses': 'none',
  'PUT /api/user/addresses/:id': 'none',
  'PUT /api/user/addresses/:id/default': 'none',
  'DELETE /api/user/addresses/:id': 'none',
  'POST /api/vendor-application': 'none',
  'POST /api/wishlist': 'none',
  'DELETE /api/wishlist/:productId': 'none',
};
