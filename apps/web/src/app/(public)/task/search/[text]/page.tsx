import { SearchPage, searchMetadata } from '@/components/section/section-pages';

type Props = { params: Promise<{ text: string }> };

export function generateMetadata(props: Props) {
  return searchMetadata('task', props);
}

export default function TaskSearchPage({ params }: Props) {
  return <SearchPage section="task" params={params} />;
}
