import { SectionPage, sectionMetadata } from '@/components/section/section-pages';

export const metadata = sectionMetadata('task');

export default function TaskPage() {
  return <SectionPage section="task" />;
}
