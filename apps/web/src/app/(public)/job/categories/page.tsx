import { JobCategoriesPage, jobCategoriesMetadata } from '@/sections/job/job-categories-page';

export const metadata = jobCategoriesMetadata;

export default function Page() {
  return <JobCategoriesPage />;
}
