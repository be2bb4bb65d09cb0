'use client';

import { jobCategoryPath } from '@bazaar/shared/job-constants';
import { IconBriefcase } from '@tabler/icons-react';
import { SectionCategories } from '@/components/listing/section-categories';
import { useJobCategories } from './queries';

/** /job/categories: every job category with its open-job count. */
export function JobCategoriesView() {
  const categories = useJobCategories();
  return (
    <SectionCategories
      query={{
        data: categories.data?.map((c) => ({ ...c, openCount: c.openJobCount })),
        isError: categories.isError,
      }}
      noun={['job', 'jobs']}
      icon={IconBriefcase}
      color="grape"
      pathOf={jobCategoryPath}
      browseHref="/job"
      testId="job"
    />
  );
}
