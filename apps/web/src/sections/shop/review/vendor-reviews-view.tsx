'use client';

import type { TVendorReview } from '@bazaar/shared/review';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconMessageReply, IconStar } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { useVendorReviews } from './queries';
import { ReplyModal } from './reply-modal';
import { HiddenBadge, ReviewCard } from './review-card';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'unreplied', label: 'Needs reply' },
  { value: 'replied', label: 'Replied' },
];

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'star' : 'stars'}`,
}));

/** /vendor/shop/reviews: reviews of the store's products, filter by reply state and stars, reply once. */
export function VendorReviewsView() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('all');
  const [rating, setRating] = useState<string | null>(null);
  const [replying, setReplying] = useState<TVendorReview | null>(null);
  const query = useVendorReviews(page, status, rating ?? '');
  const filtered = status !== 'all' || rating !== null;

  return (
    <>
      <PageHeader
        title="Reviews"
        description="What buyers say about your products. Reply once to each review."
      />
      <Group justify="space-between" wrap="wrap" gap="sm" mb="md">
        <SegmentedControl
          aria-label="Reply status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <Select
          aria-label="Filter by stars"
          placeholder="All stars"
          data={RATING_OPTIONS}
          value={rating}
          onChange={(v) => {
            setRating(v);
            setPage(1);
          }}
          clearable
          w={150}
        />
      </Group>
      {query.isError ? (
        <LoadErrorRetry what="reviews" onRetry={() => query.refetch()} />
      ) : query.isLoading || !query.data ? (
        <Stack gap="md">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </Stack>
      ) : query.data.docs.length === 0 ? (
        <EmptyState
          icon={IconStar}
          title={filtered ? 'Nothing matches' : 'No reviews yet'}
          message={
            filtered
              ? 'No review matches these filters. Try another one.'
              : 'Buyers can review your products once their orders are delivered.'
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="vendor-reviews-total">
            {query.data.pagination.total} {query.data.pagination.total === 1 ? 'review' : 'reviews'}
          </Text>
          {query.data.docs.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              title={review.author}
              replyFrom="you"
              meta={
                <>
                  <Anchor component={Link} href={`/shop/product/${review.product.slug}`} size="xs">
                    {review.product.name}
                  </Anchor>{' '}
                  · Order {review.orderNumber}
                </>
              }
              badges={
                <>
                  {review.isHidden ? <HiddenBadge /> : null}
                  {review.reply ? null : (
                    <Badge color="orange" variant="light" size="sm">
                      Needs reply
                    </Badge>
                  )}
                </>
              }
              actions={
                review.reply ? null : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMessageReply aria-hidden size={14} />}
                    onClick={() => setReplying(review)}
                  >
                    Reply
                  </Button>
                )
              }
            />
          ))}
          {query.data.pagination.totalPages > 1 ? (
            <Pagination
              total={query.data.pagination.totalPages}
              value={page}
              onChange={setPage}
              aria-label="Pages"
            />
          ) : null}
        </Stack>
      )}
      <ReplyModal review={replying} onClose={() => setReplying(null)} />
    </>
  );
}
