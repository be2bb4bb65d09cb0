import type { TTaskCard } from '@bazaar/shared/task';
import { ListingGrid } from '@/components/listing/listing-grid';
import { TaskCard, TaskCardSkeleton } from './task-card';

/** Task cards in a responsive grid: one on a phone, three on a wide screen. */
export function TaskGrid({ tasks }: { tasks: TTaskCard[] }) {
  return (
    <ListingGrid testId="task-grid">
      {tasks.map((t) => (
        <TaskCard key={t._id} task={t} />
      ))}
    </ListingGrid>
  );
}

export function TaskGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListingGrid loading="Loading tasks">
      {Array.from({ length: count }, (_, i) => (
        <TaskCardSkeleton key={i} />
      ))}
    </ListingGrid>
  );
}
