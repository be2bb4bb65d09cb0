'use client';

import type { TMyPostedTask, TPostedTaskListResponse, TTaskerTaskListResponse } from '@bazaar/shared/task';
import {
  TASK_FLOW,
  TASK_OFFER_FLOW,
  TASK_STATUSES,
  TASKER_LIST_LABELS,
  TASKER_LIST_TYPES,
  type TTaskerListType,
  type TTaskStatus,
  taskPath,
} from '@bazaar/shared/task-constants';
import { Anchor, Button, Collapse, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecklist, IconClipboardList } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { type ReactNode, Suspense, useState } from 'react';
import { CountTabs, useListParams } from '@/components/listing/count-tabs';
import { ListingPager } from '@/components/listing/listing-pager';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { StatusBadge } from '@/components/status-badge';
import { useApiFetch } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { OfferList } from './offer-list';
import { useTaskOffers } from './queries';
import { taskKeys } from './query-keys';
import { offersLabel, TASK_STATUS_COLORS, TASK_STATUS_LABELS, whenLabel, whereLabel } from './task-format';

const PAGE_SIZE = 10;

function TaskRowHead({
  task,
  right,
}: {
  task: {
    _id: string;
    title: string;
    budget: number;
    status: TTaskStatus;
    isRemote: boolean;
    place: { label: string } | null;
    when: TMyPostedTask['when'];
  };
  right?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} href={taskPath(task._id)} fw={700} lineClamp={2} data-testid="my-task-title">
          {task.title}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {whereLabel(task)} · {whenLabel(task.when)}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={800}>{formatPrice(task.budget)}</Text>
        {right ?? (
          <StatusBadge
            status={task.status}
            colors={TASK_STATUS_COLORS}
            labels={TASK_STATUS_LABELS}
            size="sm"
          />
        )}
      </Stack>
    </Group>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy aria-label="Loading tasks">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h={110} radius="md" />
      ))}
    </Stack>
  );
}

function PostedTaskRow({ task, onMoved }: { task: TMyPostedTask; onMoved: (to: TTaskStatus) => void }) {
  const [open, setOpen] = useState(task.status === 'Open' && task.pendingOffersCount > 0);
  const offers = useTaskOffers(task._id, open);
  return (
    <Paper withBorder radius="md" p="md" data-testid="posted-task">
      <Stack gap="sm">
        <TaskRowHead task={task} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {task.status === 'Open'
              ? `${offersLabel(task.offersCount)}${task.pendingOffersCount ? `, ${task.pendingOffersCount} waiting for you` : ''}`
              : task.assignedTasker
                ? `Tasker: ${task.assignedTasker.fullName}${task.doneAt ? ` · marked done ${formatDate(task.doneAt)}` : ''}`
                : task.cancelReason
                  ? `Cancelled: ${task.cancelReason}`
                  : ''}
          </Text>
          <Group gap="xs">
            {task.status === 'Open' && task.offersCount > 0 ? (
              <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)}>
                {open ? 'Hide offers' : 'View offers'}
              </Button>
            ) : null}
            {task.canReview ? (
              <Button size="xs" component={Link} href={taskPath(task._id)}>
                Review tasker
              </Button>
            ) : null}
            {task.status === 'Assigned' && task.doneAt ? (
              <Button size="xs" color="teal" component={Link} href={taskPath(task._id)}>
                Confirm completed
              </Button>
            ) : null}
            <Button size="xs" variant="default" component={Link} href={taskPath(task._id)}>
              Open task
            </Button>
          </Group>
        </Group>
        <Collapse expanded={open}>
          <OfferList
            offers={offers.data}
            isLoading={offers.isPending}
            canAccept={task.status === 'Open'}
            onAccepted={() => onMoved('Assigned')}
          />
        </Collapse>
      </Stack>
    </Paper>
  );
}

function PostedTasksInner() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const { type, page, go } = useListParams<TTaskStatus>(TASK_STATUSES, 'Open');
  const list = useQuery({
    queryKey: [...taskKeys.mine(), 'posted', type, page],
    queryFn: ({ signal }) =>
      fetcher<TPostedTaskListResponse>('/task/user/posted', {
        query: { type, page, limit: PAGE_SIZE },
        signal,
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (list.isError) body = <LoadError what="tasks" />;
  else if (!list.data) body = <ListSkeleton />;
  else if (list.data.docs.length === 0)
    body = (
      <EmptyState
        icon={IconClipboardList}
        title={`No ${TASK_FLOW.labels[type].toLowerCase()} tasks`}
        message={
          type === 'Open'
            ? 'Post a task and taskers nearby will make offers.'
            : 'Tasks move here as they progress.'
        }
        action={type === 'Open' ? { label: 'Post a task', href: '/user/task/create' } : undefined}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {list.data.docs.map((t) => (
          // An accepted offer moves the task to Assigned: the list follows it there.
          <PostedTaskRow key={t._id} task={t} onMoved={(to) => to !== type && go({ type: to })} />
        ))}
        <ListingPager pagination={list.data.pagination} onChange={(p) => go({ page: p })} />
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="Posted tasks"
        description="Your tasks by state: accept an offer, follow the work, confirm it and review."
        actions={
          <Button component={Link} href="/user/task/create">
            Post a task
          </Button>
        }
      />
      <CountTabs
        types={TASK_STATUSES}
        labels={TASK_FLOW.labels}
        counts={list.data?.counts}
        value={type}
        onChange={(t) => go({ type: t })}
      />
      {body}
    </>
  );
}

/** /user/task/posted?type=Open|Assigned|Completed|Cancelled */
export function PostedTasksView() {
  return (
    <Suspense>
      <PostedTasksInner />
    </Suspense>
  );
}

function AssignedTasksInner() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const { type, page, go } = useListParams<TTaskerListType>(TASKER_LIST_TYPES, 'Assigned');
  const list = useQuery({
    queryKey: [...taskKeys.mine(), 'assigned', type, page],
    queryFn: ({ signal }) =>
      fetcher<TTaskerTaskListResponse>('/task/user/assigned', {
        query: { type, page, limit: PAGE_SIZE },
        signal,
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (list.isError) body = <LoadError what="tasks" />;
  else if (!list.data) body = <ListSkeleton />;
  else if (list.data.docs.length === 0)
    body = (
      <EmptyState
        icon={IconChecklist}
        title={type === 'Offers' ? 'No pending offers' : `No ${TASKER_LIST_LABELS[type].toLowerCase()} tasks`}
        message="Find a task you can do and make an offer."
        action={{ label: 'Browse tasks', href: '/task' }}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {list.data.docs.map(({ task, offer, canReview }) => (
          <Paper key={offer._id} withBorder radius="md" p="md" data-testid="assigned-task">
            <Stack gap="sm">
              <TaskRowHead task={task} />
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text size="sm">
                    Your offer {formatPrice(offer.amount)} · you receive {formatPrice(offer.taskerReceives)}
                  </Text>
                  <StatusBadge status={offer.status} colors={TASK_OFFER_FLOW.colors} size="xs" />
                </Group>
                <Group gap="xs">
                  {task.status === 'Assigned' && !task.doneAt ? (
                    <Button size="xs" component={Link} href={taskPath(task._id)}>
                      Mark as done
                    </Button>
                  ) : null}
                  {canReview ? (
                    <Button size="xs" component={Link} href={taskPath(task._id)}>
                      Review poster
                    </Button>
                  ) : null}
                  <Button size="xs" variant="default" component={Link} href={taskPath(task._id)}>
                    Open task
                  </Button>
                </Group>
              </Group>
              {task.status === 'Assigned' && task.doneAt ? (
                <Text size="xs" c="dimmed">
                  You marked it done on {formatDate(task.doneAt)}; waiting for the poster to confirm.
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
        <ListingPager pagination={list.data.pagination} onChange={(p) => go({ page: p })} />
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="Assigned to me"
        description="Tasks you are doing, done and cancelled, and your offers still waiting."
      />
      <CountTabs
        types={TASKER_LIST_TYPES}
        labels={TASKER_LIST_LABELS}
        counts={list.data?.counts}
        value={type}
        onChange={(t) => go({ type: t })}
      />
      {body}
    </>
  );
}

/** /user/task/assigned?type=Assigned|Completed|Cancelled|Offers */
export function AssignedTasksView() {
  return (
    <Suspense>
      <AssignedTasksInner />
    </Suspense>
  );
}
