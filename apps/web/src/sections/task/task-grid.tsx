import type { TTaskCard } from '@bazaar/shared/task';
import { SimpleGrid } from '@mantine/core';
import { TaskCard, TaskCardSkeleton } from './task-card';

const COLS = { base: 1, sm: 2, lg: 3 } as const;

/** Task cards in a responsive grid: one on a phone, three on a wide screen. */
export function TaskGrid({ tasks }: { tasks: TTaskCard[] }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} data-testid="task-grid">
      {tasks.map((t) => (
        <TaskCard key={t._id} task={t} />
      ))}
    </SimpleGrid>
  );
}

export function TaskGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} aria-busy aria-label="Loading tasks">
      {Array.from({ length: count }, (_, i) => (
        <TaskCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
