'use client';

import type { TTaskReviewListResponse } from '@bazaar/shared/task';
import { Skeleton, Stack } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListingPager } from '@/components/listing/listing-pager';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { taskKeys } from './query-keys';
import { TaskReviewCard } from './task-review-parts';

const COPY = {
  'by-me': {
    title: 'Reviews by me',
    description: 'What you said about the people you worked with on tasks.',
    empty: 'Once a task is completed, review the other person from its page.',
  },
  'for-me': {
    title: 'Reviews for me',
    description: 'What posters and taskers said about you. You may reply once to each.',
    empty: 'Reviews about you show up here after completed tasks.',
  },
} as const;

/** /user/task/reviews-by-me and /user/task/reviews-for-me (reply once to a review about you). */
export function MyTaskReviewsView({ which }: { which: 'by-me' | 'for-me' }) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...taskKeys.mine(), 'reviews', which, page],
    queryFn: ({ signal }) =>
      fetcher<TTaskReviewListResponse>(`/task/user/reviews-${which}`, { query: { page, limit: 10 }, signal }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
  const copy = COPY[which];
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      {list.isError ? (
        <LoadError what="reviews" />
      ) : !list.data ? (
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      ) : list.data.docs.length === 0 ? (
        <EmptyState
          icon={IconStar}
          title="No reviews yet"
          message={copy.empty}
          action={{ label: 'Browse tasks', href: '/task' }}
        />
      ) : (
        <Stack gap="sm">
          {list.data.docs.map((r) => (
            <TaskReviewCard key={r._id} review={r} canReply={which === 'for-me' && !r.reply} showTask />
          ))}
          <ListingPager pagination={list.data.pagination} onChange={setPage} />
        </Stack>
      )}
    </>
  );
}
