'use client';

import type {
  TAdminTaskReview,
  TAdminTaskRow,
  TAdminTaskWriteResponse,
  TTaskServiceCharge,
  TTaskServiceChargeWriteResponse,
} from '@bazaar/shared/task';
import {
  MAX_TASK_SERVICE_CHARGE_PERCENT,
  TASK_CANCEL_REASON_MAX,
  TASK_CANCEL_REASON_MIN,
  TASK_FLOW,
  taskPath,
} from '@bazaar/shared/task-constants';
import { Anchor, Button, Group, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecklist, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { createdColumn, listingTableColumns, statusColumn } from '@/components/admin-table/columns';
import { HideableListView } from '@/components/admin-table/hideable-list-view';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { namedOptions, selectFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { Form } from '@/components/form/form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StarsPicture } from '@/components/rating-stars/rating-stars';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { ApiError, useApiFetch } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePlaceFilterOptions } from '@/platform/address/place-filter-options';
import { useTaskCategories } from './queries';
import { taskKeys } from './query-keys';
import { whereLabel } from './task-format';

const TASK_COLUMNS = listingTableColumns<TAdminTaskRow>({
  listing: {
    key: 'task',
    header: 'Task',
    href: (t) => taskPath(t._id),
    subline: (t) => `${t.category.name} · ${whereLabel(t)}`,
  },
  status: { flow: TASK_FLOW, width: 120 },
  amount: { key: 'budget', header: 'Budget', sortKey: 'budget', amount: (t) => t.budget },
  count: { key: 'offers', header: 'Offers', sortKey: 'offersCount', count: (t) => t.offersCount },
  person: { key: 'poster', header: 'Poster', person: (t) => t.poster },
  created: 'Posted',
});

/** /admin/task/tasks: every task, by state, category and place, with search, cancel (with a reason) and hide. */
export function AdminTasksView() {
  const categories = useTaskCategories();
  const places = usePlaceFilterOptions();
  const [toCancel, setToCancel] = useState<TAdminTaskRow | null>(null);
  const cancel = useApiMutation(
    ({ id, reason }: { id: string; reason: string }, f) =>
      f<TAdminTaskWriteResponse>(`/admin/task/tasks/${id}/cancel`, { method: 'PUT', body: { reason } }),
    { invalidate: [taskKeys.all], onSuccess: () => setToCancel(null) },
  );
  return (
    <>
      <HideableListView<TAdminTaskRow>
        title="Tasks"
        description="Every task. Cancel one with a reason (its people are told) or hide it from the listings."
        path="/admin/task/tasks"
        keys={taskKeys}
        columns={TASK_COLUMNS}
        filters={[
          statusTabsFilter(TASK_FLOW, { label: 'Task status' }),
          selectFilter('category', 'Category', namedOptions(categories.data)),
          selectFilter('place', 'Place', places),
        ]}
        searchPlaceholder="Title or poster"
        itemsLabel="tasks"
        csvFileName="tasks"
        rowTestId="admin-task-row"
        empty={{
          description: 'Tasks people post show up here.',
          icon: <IconChecklist aria-hidden size={26} />,
        }}
        moreActions={(t) =>
          t.status === 'Open' || t.status === 'Assigned' ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setToCancel(t)}>
              Cancel
            </Button>
          ) : null
        }
      />
      <ConfirmModal
        opened={toCancel !== null}
        onClose={() => setToCancel(null)}
        title="Cancel this task?"
        message={
          toCancel ? `“${toCancel.title}” is cancelled, and its poster and tasker are told your reason.` : ''
        }
        confirmLabel="Cancel task"
        isDestructive
        reason={{ label: 'Reason', min: TASK_CANCEL_REASON_MIN, max: TASK_CANCEL_REASON_MAX }}
        loading={cancel.isPending}
        onConfirm={(reason) => toCancel && cancel.mutate({ id: toCancel._id, reason })}
      />
    </>
  );
}

const REVIEW_COLUMNS: TAdminTableColumn<TAdminTaskReview>[] = [
  {
    key: 'task',
    header: 'Task',
    width: 220,
    render: (r) => (
      <Anchor component={Link} href={taskPath(r.task._id)} size="sm" fw={600} lineClamp={2}>
        {r.task.title}
      </Anchor>
    ),
    csv: (r) => r.task.title,
  },
  {
    key: 'rating',
    header: 'Rating',
    sortKey: 'rating',
    render: (r) => <StarsPicture rating={r.rating} size="xs" label={`${r.rating} stars`} />,
    csv: (r) => r.rating,
  },
  {
    key: 'comment',
    header: 'Comment',
    width: 260,
    render: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.comment}
      </Text>
    ),
    csv: (r) => r.comment,
  },
  {
    key: 'people',
    header: 'By → about',
    render: (r) => (
      <Text size="sm">
        {r.author.fullName} → {r.subject.fullName} ({r.subjectRole})
      </Text>
    ),
    csv: (r) => `${r.author.fullName} → ${r.subject.fullName}`,
  },
  statusColumn({
    key: 'visibility',
    header: 'Visibility',
    status: (r: TAdminTaskReview) => (r.isHidden ? 'Hidden' : 'Visible'),
    colors: { Visible: 'green', Hidden: 'gray' },
    width: 110,
  }),
  createdColumn('Written'),
];

/** /admin/task/reviews: every review between posters and taskers, hide or unhide. */
export function AdminTaskReviewsView() {
  return (
    <HideableListView<TAdminTaskReview>
      title="Task reviews"
      description="Reviews posters and taskers wrote about each other. Hide one that breaks the rules."
      path="/admin/task/reviews"
      keys={taskKeys}
      columns={REVIEW_COLUMNS}
      filters={[]}
      searchPlaceholder="Task or person"
      searchLabel="Search task reviews"
      itemsLabel="reviews"
      rowTestId="admin-task-review-row"
      empty={{
        description: 'Reviews show up after completed tasks.',
        icon: <IconStar aria-hidden size={26} />,
      }}
    />
  );
}

/** /admin/site-setting/task-service-charge (super admin): the percent taken from each new offer. */
export function TaskServiceChargeView() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const query = useQuery({
    queryKey: [...taskKeys.admin(), 'service-charge'],
    queryFn: async ({ signal }) =>
      (await fetcher<{ data: TTaskServiceCharge }>('/admin/site-setting/task-service-charge', { signal }))
        .data,
    enabled: status === 'authenticated',
  });
  const [percent, setPercent] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setPercent(query.data.percent);
  }, [query.data]);
  const save = useApiMutation(
    (body: { percent: number }, f) =>
      f<TTaskServiceChargeWriteResponse>('/admin/site-setting/task-service-charge', { method: 'PUT', body }),
    { invalidate: [taskKeys.all] },
  );
  return (
    <>
      <PageHeader
        title="Task service charge"
        description="The percent of each offer kept as the service charge. A change applies to new offers; offers already made keep theirs."
      />
      {query.isError ? (
        <LoadError what="service charge" />
      ) : !query.data ? (
        <Skeleton h={160} radius="lg" maw={420} />
      ) : (
        <Paper withBorder radius="lg" p="lg" maw={420}>
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const n = typeof percent === 'number' ? percent : Number.NaN;
              if (!Number.isInteger(n) || n < 0 || n > MAX_TASK_SERVICE_CHARGE_PERCENT) {
                setError(`Percent must be a whole number from 0 to ${MAX_TASK_SERVICE_CHARGE_PERCENT}`);
                return;
              }
              setError(null);
              save.mutate(
                { percent: n },
                {
                  onError: (err) =>
                    err instanceof ApiError && err.errors[0] && setError(err.errors[0].message),
                },
              );
            }}
          >
            <Stack gap="md">
              <NumberInput
                label="Percent"
                suffix=" %"
                min={0}
                max={MAX_TASK_SERVICE_CHARGE_PERCENT}
                allowDecimal={false}
                allowNegative={false}
                value={percent}
                onChange={setPercent}
                error={error}
              />
              <Text size="sm" c="dimmed">
                On an offer of Rs. 1,000 the tasker receives Rs.{' '}
                {formatCount(1000 - Math.floor((1000 * (Number(percent) || 0)) / 100))}.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}
    </>
  );
}
