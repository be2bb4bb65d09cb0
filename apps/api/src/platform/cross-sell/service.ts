import {
  CROSS_SELL_LINK_FROM,
  CROSS_SELL_STEPS,
  CROSS_SELL_WORDING,
  type TAdminCrossSellResponse,
  type TCrossSellEventRequest,
  type TCrossSellFigures,
  type TCrossSellLink,
  type TCrossSellLinkFrom,
  type TCrossSellLinkRequest,
  type TCrossSellOffer,
  type TRentalsNearJobResponse,
  taskPrefillHref,
} from '@bazaar/shared/cross-sell';
import { todayInNepal } from '@bazaar/shared/fields';
import { SECTION_INFO } from '@bazaar/shared/section';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema/shop.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import type { CrossSellListing } from '../../sections/contract.ts';
import { sectionOf } from '../../sections/registry.ts';
import { findPlaceNames, findPlacePath } from '../address/repo.ts';
import { listActiveCategories } from '../category/repo.ts';
import * as repo from './repo.ts';

// The sections sending people to each other (decision 049): a product or a rental offers the task its
// linked task category does, a delivered order offers it for its products, a job lists rentals near it.
// Each section says through its section.ts what can be linked and how its listings read (`crossSell`).

const DAY_MS = 24 * 60 * 60 * 1000;

function crossSellOf(from: TCrossSellLinkFrom | 'job') {
  const member = sectionOf(from).crossSell;
  if (!member) throw new Error(`The ${from} section takes no part in the offers across sections`);
  return member;
}

/** The place from the top of the tree down, as the task form's selects hold it. */
async function placeChain(db: Executor, placeId: string | null): Promise<string[]> {
  if (!placeId) return [];
  return (await findPlacePath(db, placeId)).reverse();
}

/** The task a listing offers through the nearest of its keys that has a link, or null. */
async function offerOf(
  db: Executor,
  from: TCrossSellLinkFrom,
  listing: CrossSellListing,
  where: { placeId: string | null; date: string | null },
): Promise<TCrossSellOffer | null> {
  const links = await repo.findActiveLinks(db, from, listing.keys);
  const link = listing.keys.map((key) => links.find((l) => l.fromKey === key)).find(Boolean);
  if (!link) return null;
  const wording = CROSS_SELL_WORDING[link.purpose];
  return {
    purpose: link.purpose,
    name: listing.name,
    taskCategory: { _id: link.taskCategoryId, name: link.taskCategoryName },
    href: taskPrefillHref({
      from,
      categoryId: link.taskCategoryId,
      title: wording.title(listing.name),
      description: wording.description(listing.name),
      place: await placeChain(db, where.placeId),
      date: where.date,
    }),
  };
}

/** GET /cross-sell/offer/:from/:id: the task a visible product or rental offers, or null. */
export async function offerForListing(
  deps: AppDeps,
  from: TCrossSellLinkFrom,
  id: string,
): Promise<TCrossSellOffer | null> {
  const listing = await crossSellOf(from).listing(deps, id);
  if (!listing) throw new AppError('NOT_FOUND', `${SECTION_INFO[from].label} listing not found`);
  return offerOf(deps.db, from, listing, { placeId: listing.placeId, date: listing.date });
}

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * GET /cross-sell/orders/:orderId: once the buyer's order is delivered, a task for each of its products
 * that needs one, for the delivery address, the day after it arrived (tomorrow at the earliest).
 */
export async function offersForOrder(
  deps: AppDeps,
  userId: string,
  orderId: string,
): Promise<TCrossSellOffer[]> {
  const order = await repo.findOwnOrder(deps.db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (order.status !== 'Delivered') return [];
  const tomorrow = nextDay(todayInNepal());
  const afterDelivery = order.deliveredAt ? nextDay(todayInNepal(order.deliveredAt)) : tomorrow;
  // The later of the two days (YYYY-MM-DD sorts as text).
  const date = [tomorrow, afterDelivery].sort()[1] ?? tomorrow;
  const offers: TCrossSellOffer[] = [];
  for (const productId of order.productIds) {
    const listing = await crossSellOf('shop').listing(deps, productId);
    if (!listing) continue;
    const offer = await offerOf(deps.db, 'shop', listing, { placeId: order.placeId, date });
    if (offer) offers.push(offer);
  }
  return offers;
}

/** How many rentals a job page lists near it. */
export const RENTALS_NEAR_JOB = 3;

/** GET /cross-sell/rentals-near-job/:id: the newest rentals in the job's district (none for a job without a place). */
export async function rentalsNearJob(deps: AppDeps, jobId: string): Promise<TRentalsNearJobResponse['data']> {
  const job = await crossSellOf('job').listing(deps, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  const near = sectionOf('rent').crossSell?.near;
  if (!job.placeId || !near) return { district: null, rentals: [] };
  // Nearest first, the State last: the District is the one before it.
  const path = await findPlacePath(deps.db, job.placeId);
  const district = path.length >= 2 ? path[path.length - 2] : path[0];
  if (!district) return { district: null, rentals: [] };
  const [names, rentals] = await Promise.all([
    findPlaceNames(deps.db, [district]),
    near(deps, district, RENTALS_NEAR_JOB),
  ]);
  return { district: names.get(district) ?? null, rentals };
}

/** POST /cross-sell/events: an offer was shown or followed. */
export async function recordEvent(deps: AppDeps, event: TCrossSellEventRequest): Promise<void> {
  await repo.countStep(deps.db, event.from, event.step);
}

/** What an admin can link, per section that links anything, through the registry. */
async function sourcesOf(db: Executor): Promise<TAdminCrossSellResponse['data']['sources']> {
  const out: TAdminCrossSellResponse['data']['sources'] = [];
  for (const from of CROSS_SELL_LINK_FROM) {
    const sources = sectionOf(from).crossSell?.sources;
    if (sources) out.push({ from, label: SECTION_INFO[from].label, keys: await sources(db) });
  }
  return out;
}

function toLink(row: repo.LinkWithCategory, labels: Map<string, string>): TCrossSellLink {
  return {
    _id: row.id,
    from: row.fromSection,
    fromKey: row.fromKey,
    fromLabel: labels.get(`${row.fromSection}:${row.fromKey}`) ?? row.fromKey,
    purpose: row.purpose,
    taskCategory: { _id: row.taskCategoryId, name: row.taskCategoryName },
  };
}

const labelsOf = (sources: TAdminCrossSellResponse['data']['sources']) =>
  new Map(sources.flatMap((s) => s.keys.map((k) => [`${s.from}:${k.key}`, k.label] as const)));

/** GET /admin/cross-sell: the links and what can be linked. */
export async function adminView(deps: AppDeps): Promise<TAdminCrossSellResponse['data']> {
  const [rows, sources, taskCategories] = await Promise.all([
    repo.listLinks(deps.db),
    sourcesOf(deps.db),
    listActiveCategories(deps.db, 'task'),
  ]);
  const labels = labelsOf(sources);
  return {
    links: rows.map((r) => toLink(r, labels)),
    sources,
    taskCategories: taskCategories.map((c) => ({ _id: c.id, name: c.name })),
  };
}

/** PUT /admin/cross-sell/links: links a key of a section to an active task category. */
export async function putLink(deps: AppDeps, body: Required<TCrossSellLinkRequest>): Promise<TCrossSellLink> {
  const sources = await sourcesOf(deps.db);
  const source = sources.find((s) => s.from === body.from);
  if (!source?.keys.some((k) => k.key === body.fromKey)) {
    throw fieldError(
      'fromKey',
      `Choose one of the ${SECTION_INFO[body.from].label} section's categories or kinds`,
    );
  }
  const [category] = await deps.db
    .select({ section: categories.section, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, body.taskCategoryId))
    .limit(1);
  if (category?.section !== 'task' || !category.isActive) {
    throw fieldError('taskCategoryId', 'Choose an active task category');
  }
  const id = await repo.upsertLink(deps.db, {
    id: newId(),
    fromSection: body.from,
    fromKey: body.fromKey,
    purpose: body.purpose,
    taskCategoryId: body.taskCategoryId,
  });
  const row = await repo.findLink(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Link not found');
  return toLink(row, labelsOf(sources));
}

/** DELETE /admin/cross-sell/links/:id. */
export async function removeLink(deps: AppDeps, id: string): Promise<void> {
  if (!(await repo.deleteLink(deps.db, id))) throw new AppError('NOT_FOUND', 'Link not found');
}

/** The admin dashboard's figures: each section's offers shown, followed and turned into tasks since `from`. */
export async function figuresSince(db: Executor, from: Date): Promise<TCrossSellFigures> {
  const zero = () => Object.fromEntries(CROSS_SELL_STEPS.map((s) => [s, 0])) as TCrossSellFigures['shop'];
  const figures: TCrossSellFigures = { shop: zero(), rent: zero(), job: zero() };
  for (const row of await repo.countsSince(db, from.toISOString().slice(0, 10))) {
    figures[row.fromSection][row.step] = row.count;
  }
  return figures;
}
