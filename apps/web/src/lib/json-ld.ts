import type { BreadcrumbList, ItemAvailability, Thing, WebSite, WithContext } from 'schema-dts';

// schema.org structured data (JSON-LD) as search engines read it: the helpers every section's
// builder (sections/<name>/json-ld.ts) uses. Every value comes from what the page shows; the choices
// are in docs/decisions/030-structured-data.md.

/** A step of a page's breadcrumb, as the visible trail shows it (the last is the page itself). */
export type Crumb = { name: string; href?: string };

/** An absolute address on this site, as structured data wants it. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Paisa (how the project keeps money, decision 004) to the rupees structured data states. */
export function rupees(paisa: number): number {
  return paisa / 100;
}

/** schema.org's availability for a number of units in stock. */
export function availabilityOf(stock: number): ItemAvailability {
  return stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** BreadcrumbList of the visible trail; the page itself, last, has no link (Google: `item` optional there). */
export function breadcrumbListLd(siteUrl: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.href ? { item: absoluteUrl(siteUrl, crumb.href) } : {}),
    })),
  };
}

/** The text of a `<script type="application/ld+json">`: `<` escaped, so no value can close the script. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The home page's WebSite: the site's name and address, and how to search it. The search address is
 * the header search's own (`/search?q=`, which opens the shop's results for the words).
 */
export function websiteLd(siteUrl: string, siteName: string): WithContext<WebSite> {
  // `query-input` names the template's variable for search engines; schema-dts has no type for it,
  // so the action is built apart (an object that is not a fresh literal may hold more properties).
  const search = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(siteUrl, '/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(siteUrl, '/'),
    potentialAction: search,
  };
}
