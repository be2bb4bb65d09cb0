import { SearchPage, searchMetadata } from '@/components/section/section-pages';

type Props = { params: Promise<{ text: string }> };

export function generateMetadata(props: Props) {
  return searchMetadata('rent', props);
}

export default function RentSearchPage({ params }: Props) {
  return <SearchPage section="rent" params={params} />;
}
