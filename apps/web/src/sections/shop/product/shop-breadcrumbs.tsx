import { ListingBreadcrumbs } from '@/components/listing/listing-breadcrumbs';
import type { Crumb } from '@/lib/json-ld';

// A file of its own: the product and store pages show the trail, and importing it from category-view.tsx
// brought the whole catalogue view (list, filters, pager) into their first load (decision 040).

/**
 * Shop › … › this category. The same trail is the page's BreadcrumbList for search engines, so the
 * two never differ; drawn as the sections' trails are, in the shop's look (decision 065).
 */
export function ShopBreadcrumbs({ items }: { items: Crumb[] }) {
  return <ListingBreadcrumbs items={items} look="shop" />;
}
