import { JobListPage, jobListMetadata } from '@/sections/job/job-pages';

export const metadata = jobListMetadata('');

export default function Page() {
  return <JobListPage search="" />;
}
