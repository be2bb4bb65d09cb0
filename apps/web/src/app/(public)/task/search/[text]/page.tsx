import { SearchPage, searchMetadata } from '@/components/section/section-pages';

type Props = { params: Promise<{ text: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: Props) {
  return searchMetadata('task', props);
}

export default function TaskSearchPage({ params }: Props) {
  return <SearchPage section="task" params={params} />;
}
