import { SectionPage, sectionMetadata } from '@/components/section/section-pages';

export const metadata = sectionMetadata('rent');

export default function RentPage() {
  return <SectionPage section="rent" />;
}
