import { Container, Group } from '@mantine/core';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { HydratedQueries } from '@/lib/query-provider';
import { prefetchTaskList } from './fetch-task';
import { PostTaskButton } from './post-task-button';
import { TaskCategoriesView } from './task-categories-view';

// A file of its own, apart from task-pages.tsx: a server module's client parts are client references of
// every page that imports it, and the categories view reads through the query library, which the
// listings load only when they need it (decision 066).

export const taskCategoriesMetadata: Metadata = {
  title: 'Task categories',
  description: 'Every kind of task on Bazaar, with how many are open in each.',
};

export async function TaskCategoriesPage() {
  const dehydrated = await prefetchTaskList(null);
  return (
    <HydratedQueries state={dehydrated}>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between">
          <PageHeader
            title="Task categories"
            description="Pick a kind of task to see the open ones."
            actions={<PostTaskButton />}
          />
        </Group>
        <TaskCategoriesView />
      </Container>
    </HydratedQueries>
  );
}
