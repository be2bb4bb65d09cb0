import type { TCategoryDetail, TCategoryTreeNode } from '@bazaar/shared/category';
import type { TPagination } from '@bazaar/shared/pagination';
import type {
  TProductDetail,
  TProductListQuery,
  TProductSearchSuggestions,
  TProductSummary,
} from '@bazaar/shared/product';
import { type ApiInit, apiFetch } from '@/lib/api-client';
import { toFetchQuery } from './catalog-params';

/** GET /product answers a page of cards. */
export type TProductPage = { docs: TProductSummary[]; pagination: TPagination };
/** GET /product/search adds what to suggest when nothing matched. */
export type TProductSearchPage = TProductPage & { suggestions?: TProductSearchSuggestions };

/** The browser passes its query's signal; the server its headers (webServerHeaders). */
type Signal = Pick<ApiInit, 'signal' | 'headers'>;

/** The catalogue's reads, shared by the server renders and the browser's queries. */
export const catalogApi = {
  categoryTree: (init: Signal = {}) => apiFetch<TCategoryTreeNode[]>('/category/shop/tree', init),
  category: (slug: string, init: Signal = {}) =>
    apiFetch<TCategoryDetail>(`/category/shop/${encodeURIComponent(slug)}`, init),
  products: (query: TProductListQuery, init: Signal = {}) =>
    apiFetch<TProductPage>('/product', { ...init, query: toFetchQuery(query) }),
  search: (query: TProductListQuery, init: Signal = {}) =>
    apiFetch<TProductSearchPage>('/product/search', { ...init, query: toFetchQuery(query) }),
  product: (slug: string, init: Signal = {}) =>
    apiFetch<TProductDetail>(`/product/slug/${encodeURIComponent(slug)}`, init),
  related: (id: string, init: Signal = {}) =>
    apiFetch<TProductSummary[]>(`/product/${encodeURIComponent(id)}/related`, init),
};
