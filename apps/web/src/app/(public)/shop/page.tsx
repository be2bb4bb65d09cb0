import { SectionPage, sectionMetadata } from '@/components/section/section-pages';

export const metadata = sectionMetadata('shop');

export default function ShopPage() {
  return <SectionPage section="shop" />;
}
