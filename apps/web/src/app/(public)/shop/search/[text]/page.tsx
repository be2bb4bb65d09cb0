import { SearchPage, searchMetadata } from '@/components/section/section-pages';

type Props = { params: Promise<{ text: string }> };

export function generateMetadata(props: Props) {
  return searchMetadata('shop', props);
}

export default function ShopSearchPage({ params }: Props) {
  return <SearchPage section="shop" params={params} />;
}
