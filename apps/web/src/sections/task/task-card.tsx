import type { TTaskCard } from '@bazaar/shared/task';
import { taskPath } from '@bazaar/shared/task-constants';
import { IconCalendarEvent, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { CardFact, CardHead, CardSkeleton, CardTitle, ListingCard } from '@/components/listing/listing-card';
import { PlainAvatar } from '@/components/plain-avatar';
import { PlainBadge, plainGroup, plainStack, plainText } from '@/components/plain-layout';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { offersLabel, TASK_STATUS_COLORS, TASK_STATUS_LABELS, whenLabel, whereLabel } from './task-format';

/**
 * A task in a listing: title, budget, where and when, offers and the poster. A task that is no longer
 * Open says so (it takes no offers).
 */
export function TaskCard({ task }: { task: TTaskCard }) {
  const isOpen = task.status === 'Open';
  return (
    <ListingCard href={taskPath(task._id)} testId="task-card" status={task.status}>
      <div {...plainStack({ gap: 8, style: { height: '100%' } })}>
        <CardHead category={task.category.name}>
          <PlainBadge color={TASK_STATUS_COLORS[task.status]} isWhole data-testid="task-status">
            {TASK_STATUS_LABELS[task.status]}
          </PlainBadge>
        </CardHead>
        <CardTitle testId="task-title">{task.title}</CardTitle>
        <div {...plainStack({ gap: 4 })}>
          <CardFact icon={IconMapPin} isClamped>
            {whereLabel(task)}
          </CardFact>
          <CardFact icon={IconCalendarEvent}>{whenLabel(task.when)}</CardFact>
          {isOpen ? <CardFact icon={IconMessageCircle}>{offersLabel(task.offersCount)}</CardFact> : null}
        </div>
        <div {...plainGroup({ justify: 'space-between', gap: 'xs', mt: 'auto', pt: 4, wrap: 'nowrap' })}>
          <div {...plainGroup({ gap: 6, wrap: 'nowrap', style: { minWidth: 0 } })}>
            <PlainAvatar src={resolveImageUrl(task.poster.image)} size={24} radius="xl">
              {task.poster.fullName.charAt(0)}
            </PlainAvatar>
            <p {...plainText({ size: 'xs', isDimmed: true, lineClamp: 1 })}>{task.poster.fullName}</p>
          </div>
          <p {...plainText({ fw: 800, fz: 'lg', style: { whiteSpace: 'nowrap' } })} data-testid="task-budget">
            {formatPrice(task.budget)}
          </p>
        </div>
      </div>
    </ListingCard>
  );
}

const SKELETON_BARS = [
  [10, '30%'],
  [14, '85%'],
  [12, '60%'],
  [12, '45%'],
  [20, '70%'],
] as const;

/** Holds a card's place while a page of tasks loads. */
export function TaskCardSkeleton() {
  return <CardSkeleton testId="task-card-skeleton" bars={SKELETON_BARS} />;
}
