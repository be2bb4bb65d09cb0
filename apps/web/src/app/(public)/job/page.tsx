import { JobListPage, jobListMetadata } from '@/features/job/job-pages';

export const metadata = jobListMetadata('');

export default function Page() {
  return <JobListPage search="" />;
}
