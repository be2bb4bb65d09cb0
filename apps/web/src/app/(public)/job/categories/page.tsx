import { JobCategoriesPage, jobCategoriesMetadata } from '@/features/job/job-pages';

export const metadata = jobCategoriesMetadata;

export default function Page() {
  return <JobCategoriesPage />;
}
