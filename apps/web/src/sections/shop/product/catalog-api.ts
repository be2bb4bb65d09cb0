import type { TCategoryDetail, TCategoryTreeNode } from '@bazaar/shared/category';
import type {
  TProductDetail,
  TProductListQuery,
  TProductListResponse,
  TProductSearchResponse,
} from '@bazaar/shared/product';
import { type ApiInit, apiFetch } from '@/lib/api-client';
import { toFetchQuery } from './catalog-params';

/** The browser passes its query's signal; a cached page's server render its publicReadInit. */
type Signal = Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'>;

/** The catalogue's reads, shared by the server renders and the browser's queries. */
export const catalogApi = {
  categoryTree: (init: Signal = {}) => apiFetch<TCategoryTreeNode[]>('/category/shop/tree', init),
  category: (slug: string, init: Signal = {}) =>
    apiFetch<TCategoryDetail>(`/category/shop/${encodeURIComponent(slug)}`, init),
  products: (query: TProductListQuery, init: Signal = {}) =>
    apiFetch<TProductListResponse>('/product', { ...init, query: toFetchQuery(query) }),
  search: (query: TProductListQuery, init: Signal = {}) =>
    apiFetch<TProductSearchResponse>('/product/search', { ...init, query: toFetchQuery(query) }),
  product: (slug: string, init: Signal = {}) =>
    apiFetch<TProductDetail>(`/product/slug/${encodeURIComponent(slug)}`, init),
};
