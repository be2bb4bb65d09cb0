import { JobCategoriesPage, jobCategoriesMetadata } from '@/sections/job/job-pages';

export const metadata = jobCategoriesMetadata;

export default function Page() {
  return <JobCategoriesPage />;
}
