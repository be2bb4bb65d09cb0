import { discountPercent } from '@bazaar/shared/money';
import { buildPagination } from '@bazaar/shared/pagination';
import type {
  TProductDetail,
  TProductListResponse,
  TProductSearchResponse,
  TProductSummary,
  TProductVariant,
  ZProductListQuery,
} from '@bazaar/shared/product';
import type { z } from 'zod';
import type { ProductVariantRow } from '../../../db/schema/shop.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { hasOnlyWords, searchBreadth } from '../../../lib/list-query.ts';
import { sampledBreadth, sectionVocabulary } from '../../../lib/search/repo.ts';
import {
  exactRanking,
  planSearch,
  type SearchPlan,
  type Vocabulary,
} from '../../../lib/search/vocabulary.ts';
import {
  type CategoryLink,
  categoryAndDescendants,
  findCategoryPath,
  listCategoryLinks,
} from '../../../platform/category/repo.ts';
import type { ProductFilters, ProductSummaryRow, TextMatch } from './list-page.ts';
import * as pageRepo from './page-repo.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl'>;
/** The public reads answer from the catalogue micro-cache (lib/micro-cache.ts). */
type CachedDeps = Deps & Pick<AppDeps, 'catalogCache' | 'searchVocabularyCache'>;

/** The parsed listing query (defaults applied). */
export type ProductListInput = z.output<typeof ZProductListQuery>;

const RELATED_LIMIT = 8;
const SUGGESTION_LIMIT = 5;

function toSummaryDto(row: ProductSummaryRow, imageBaseUrl: string): TProductSummary {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: toImageUrl(row.images[0] ?? null, imageBaseUrl),
    price: row.price,
    mrp: row.mrp,
    discountPercent: discountPercent(row.price, row.mrp),
    rating: Number(row.ratingAvg),
    ratingCount: row.ratingCount,
    soldCount: row.soldCount,
    inStock: row.stock > 0,
    vendor: {
      _id: row.vendorId,
      storeName: row.vendorStoreName,
      slug: row.vendorSlug,
      logo: toImageUrl(row.vendorLogo, imageBaseUrl),
    },
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
  };
}

async function filtersOf(deps: CachedDeps, input: ProductListInput): Promise<ProductFilters> {
  return {
    categoryIds: input.category
      ? categoryAndDescendants(await shopCategoryLinks(deps), input.category)
      : undefined,
    vendorSlug: input.vendor || undefined,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    rating: input.rating,
    inStock: input.inStock,
  };
}

/**
 * The query as the cache keys it: `q` trimmed, lower-cased and with single spaces (full-text and
 * trigram matching ignore case and runs of separators, so the answer is the same), every other
 * field as parsed. The loaders run on this normalised input, so a key always means one answer.
 */
function normalise<T extends ProductListInput>(input: T): T {
  const q = input.q?.trim().toLowerCase().replace(/\s+/g, ' ');
  return { ...input, q };
}

function listKey(kind: 'list' | 'search' | 'search-matches', input: ProductListInput): string {
  return JSON.stringify([
    kind,
    input.q ?? '',
    input.category ?? '',
    input.vendor ?? '',
    input.minPrice ?? null,
    input.maxPrice ?? null,
    input.rating ?? null,
    input.inStock ?? null,
    input.sort,
    input.page,
    input.limit,
  ]);
}

/** GET /product: the listing, from the micro-cache when this query was answered in the last seconds. */
export async function listProducts(deps: CachedDeps, input: ProductListInput): Promise<TProductListResponse> {
  const query = normalise(input);
  return deps.catalogCache.get(listKey('list', query), async () => (await loadProductList(deps, query)).list);
}

/**
 * The shop's categories as links, kept beside the vocabulary: every category write clears them, and
 * other instances read them again within SEARCH_VOCABULARY_TTL_MS.
 */
function shopCategoryLinks(deps: CachedDeps): Promise<CategoryLink[]> {
  return deps.searchVocabularyCache.get('shop-category-links', () => listCategoryLinks(deps.db, 'shop'));
}

/** How many products the shop lists, kept beside the vocabulary (read again when it is). */
export function countListedProducts(deps: CachedDeps): Promise<number> {
  return deps.searchVocabularyCache.get('shop-listed', () => repo.countListedProducts(deps.db));
}

/** The shop's vocabulary, read every SEARCH_VOCABULARY_TTL_MS and after each write that changes words. */
function shopVocabulary(deps: CachedDeps): Promise<Vocabulary> {
  return sectionVocabulary(deps, 'shop');
}

/**
 * Lists visible products. Text matches the full-text vector word by word, each word as a prefix or,
 * from five letters, as a catalogue word within its typo budget (lib/search); exact and prefix
 * matches rank first.
 */
async function loadProductList(
  deps: CachedDeps,
  input: ProductListInput,
): Promise<{ list: TProductListResponse; plan: SearchPlan | null }> {
  const filters = await filtersOf(deps, input);
  const base = { filters, sort: input.sort, page: input.page, limit: input.limit };
  const q = input.q?.trim();
  const plan = q ? planSearch(await shopVocabulary(deps), q) : null;
  let result: repo.ProductPage;
  if (!q) {
    // The plain listing's pages far from its end skip their count (lib/list-query.ts listedAtLeast).
    const listed = hasOnlyWords(filters) ? await countListedProducts(deps) : undefined;
    result = await repo.listProducts(deps.db, {
      ...base,
      match: { kind: 'none' },
      ...(listed === undefined ? {} : { listed }),
    });
  } else if (!plan) {
    result = { docs: [], total: 0, isTotalCapped: false };
  } else {
    const exactTsquery = exactRanking(plan);
    const match: TextMatch = {
      kind: 'fts',
      tsquery: plan.tsquery,
      ...(exactTsquery ? { exactTsquery } : {}),
    };
    // How broad the search is: words in many products are found faster by walking the order.
    const listed = await countListedProducts(deps);
    const breadth = searchBreadth(
      plan,
      listed,
      await sampledBreadth(deps, 'shop', repo.SHOP_TYPE_AHEAD, listed, plan),
    );
    result = await repo.listProducts(deps.db, { ...base, match, breadth });
  }
  return {
    list: {
      docs: result.docs.map((row) => toSummaryDto(row, deps.imageBaseUrl)),
      pagination: buildPagination(input.page, input.limit, result.total, result.isTotalCapped),
    },
    plan,
  };
}

/** GET /product/search: the listing, plus close product and category names when nothing matched. */
export async function searchProducts(
  deps: CachedDeps,
  input: ProductListInput & { q: string },
): Promise<TProductSearchResponse> {
  const query = normalise(input);
  return deps.catalogCache.get(listKey('search', query), () => loadSearch(deps, query));
}

/**
 * The matches of a search and its "did you mean", without the close names of an empty answer: what
 * the search of every section reads (a group shows no close names), cached on its own so the shop's
 * search page and the All search of one text share it.
 */
export async function searchProductMatches(
  deps: CachedDeps,
  input: ProductListInput & { q: string },
): Promise<{ list: TProductListResponse; didYouMean: string | null }> {
  const query = normalise(input);
  return deps.catalogCache.get(listKey('search-matches', query), async () => {
    const { list, plan } = await loadProductList(deps, query);
    return { list, didYouMean: plan?.didYouMean ?? null };
  });
}

async function loadSearch(
  deps: CachedDeps,
  input: ProductListInput & { q: string },
): Promise<TProductSearchResponse> {
  const { list, didYouMean } = await searchProductMatches(deps, input);
  if (list.pagination.total > 0) {
    return { ...list, suggestions: { didYouMean, products: [], categories: [] } };
  }
  // Nothing matched, even with typos forgiven: close names, unless a corrected text is proposed.
  const [productNames, categoryNames] = await Promise.all([
    didYouMean ? [] : repo.suggestProductNames(deps.db, input.q, SUGGESTION_LIMIT),
    repo.suggestCategoryNames(deps.db, input.q, SUGGESTION_LIMIT),
  ]);
  return { ...list, suggestions: { didYouMean, products: productNames, categories: categoryNames } };
}

/** GET /product/slug/:slug: 404 unless the shop may show it (404s are not cached). */
export async function getProductBySlug(deps: CachedDeps, slug: string): Promise<TProductDetail> {
  return deps.catalogCache.get(JSON.stringify(['slug', slug]), () => loadProductBySlug(deps, slug));
}

async function loadProductBySlug(deps: CachedDeps, slug: string): Promise<TProductDetail> {
  const row = await pageRepo.findVisibleProductBySlug(deps.db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  const { variants } = row;
  // Many products share a category: its breadcrumb is cached on its own (cleared like the rest).
  const path = await deps.catalogCache.get(JSON.stringify(['category-path', row.categoryId]), () =>
    findCategoryPath(deps.db, row.categoryId),
  );
  return {
    ...toSummaryDto(row, deps.imageBaseUrl),
    description: row.description,
    images: row.images.map((image) => toImageUrl(image, deps.imageBaseUrl)).filter((u): u is string => !!u),
    brand: row.brand,
    sku: row.sku,
    stock: row.stock,
    variants: variants.map(toVariantDto),
    specs: row.specs,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    breadcrumb: path.map((c) => ({ _id: c.id, name: c.name, slug: c.slug })),
    ratingBreakdown: { 1: row.rating1, 2: row.rating2, 3: row.rating3, 4: row.rating4, 5: row.rating5 },
    sellerUserId: row.sellerUserId,
  };
}

/** GET /product/:id/related: up to 8 best sellers of the same category. */
export async function listRelatedProducts(deps: CachedDeps, productId: string): Promise<TProductSummary[]> {
  return deps.catalogCache.get(JSON.stringify(['related', productId]), () =>
    loadRelatedProducts(deps, productId),
  );
}

async function loadRelatedProducts(deps: Deps, productId: string): Promise<TProductSummary[]> {
  const categoryId = await pageRepo.findVisibleProductCategory(deps.db, productId);
  if (!categoryId) throw new AppError('NOT_FOUND', 'Product not found');
  const rows = await pageRepo.listRelatedProducts(deps.db, { productId, categoryId, limit: RELATED_LIMIT });
  return rows.map((row) => toSummaryDto(row, deps.imageBaseUrl));
}

/** A variant as every product answer shows it. */
export function toVariantDto(
  v: Pick<ProductVariantRow, 'id' | 'options' | 'price' | 'mrp' | 'stock' | 'sku'>,
): TProductVariant {
  return { _id: v.id, options: v.options, price: v.price, mrp: v.mrp, stock: v.stock, sku: v.sku };
}
