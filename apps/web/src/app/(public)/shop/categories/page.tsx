import type { Metadata } from 'next';
import { HydratedQueries } from '@/lib/query-provider';
import { CategoriesView } from '@/sections/shop/product/categories-view';
import { prefetchCatalog } from '@/sections/shop/product/prefetch-catalog';

const DESCRIPTION = 'Browse the Bazaar shop by category: electronics, fashion, home, groceries and more.';

export const metadata: Metadata = {
  title: 'Shop categories',
  description: DESCRIPTION,
  openGraph: { title: 'Shop categories · Bazaar', description: DESCRIPTION },
};

export default async function ShopCategoriesPage() {
  const dehydrated = await prefetchCatalog(null);
  return (
    <HydratedQueries state={dehydrated}>
      <CategoriesView />
    </HydratedQueries>
  );
}
