import { SectionPage, sectionMetadata } from '@/components/section/section-pages';

export const metadata = sectionMetadata('job');

export default function JobPage() {
  return <SectionPage section="job" />;
}
