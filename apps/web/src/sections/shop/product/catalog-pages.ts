import type { Metadata } from 'next';

// What the three catalogue pages (shop-page.tsx, category-page.tsx, search-page.tsx) share. Each page
// is a module of its own: a route's first load carries every client view its server modules import, so
// one module holding the three pages gave `/shop` the category's and the search's views too
// (decision 067). Each is served plain (`/shop`) and as its cached filtered views
// (`/shop/filter/{state}`, which the proxy rewrites `/shop?…` to). `search` is the canonical query
// string of the filters, '' on the plain page; the route files only read their segments.

/** A filtered view names its query form as the page's address (its internal one is no page of its own). */
export function canonicalOf(path: string, search: string): Metadata['alternates'] {
  return { canonical: `${path}${search}` };
}
