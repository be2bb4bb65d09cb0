'use client';

import { taskCategoryPath } from '@bazaar/shared/task-constants';
import { IconChecklist } from '@tabler/icons-react';
import { SectionCategories } from '@/components/listing/section-categories';
import { useTaskCategories } from './queries';

/** /task/categories: every task category with its open-task count. */
export function TaskCategoriesView() {
  const categories = useTaskCategories();
  return (
    <SectionCategories
      query={{
        data: categories.data?.map((c) => ({ ...c, openCount: c.openTaskCount })),
        isError: categories.isError,
      }}
      noun={['task', 'tasks']}
      icon={IconChecklist}
      color="brand"
      pathOf={taskCategoryPath}
      browseHref="/task"
      testId="task"
    />
  );
}
