import { SearchPage, searchMetadata } from '@/components/section/section-pages';

type Props = { params: Promise<{ text: string }> };

export function generateMetadata(props: Props) {
  return searchMetadata('job', props);
}

export default function JobSearchPage({ params }: Props) {
  return <SearchPage section="job" params={params} />;
}
