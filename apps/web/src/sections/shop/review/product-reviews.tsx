'use client';

import type { TProductDetail } from '@bazaar/shared/product';
import type { TRatingSummary } from '@bazaar/shared/review';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type TReviewSort } from '@bazaar/shared/review-constants';
import {
  Button,
  Grid,
  Group,
  Pagination,
  Paper,
  Progress,
  Select,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { formatCount } from '@/lib/format';
import { ReportButton } from '@/platform/moderation/report-button';
import { useProductReviews } from './queries';
import { ReviewCard } from './review-card';

const STARS = [5, 4, 3, 2, 1] as const;

type BreakdownProps = {
  summary: TRatingSummary;
  selected: number | null;
  onSelect: (star: number | null) => void;
};

/** Average, count and one bar per star; a bar filters the list to that star (again to clear). */
function ClickableBreakdown({ summary, selected, onSelect }: BreakdownProps) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="rating-summary">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Text fz={40} fw={700} lh={1}>
            {summary.average.toFixed(1)}
          </Text>
          <Stack gap={2}>
            <RatingStars rating={summary.average} size="sm" />
            <Text size="sm" c="dimmed">
              {formatCount(summary.count)} {summary.count === 1 ? 'rating' : 'ratings'}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4} role="group" aria-label="Filter reviews by stars">
          {STARS.map((star) => {
            const count = summary.breakdown[star];
            const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
            const active = selected === star;
            return (
              <UnstyledButton
                key={star}
                onClick={() => onSelect(active ? null : star)}
                aria-pressed={active}
                disabled={count === 0 && !active}
                px={6}
                py={4}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: active ? 'var(--mantine-color-yellow-light)' : undefined,
                  opacity: count === 0 && !active ? 0.55 : 1,
                }}
                data-testid={`rating-filter-${star}`}
              >
                {/* The button is named by its visible text ("5 stars 12 reviews"); the bar only
                    repeats the count as a picture, so it is hidden rather than named. */}
                <Group gap="xs" wrap="nowrap">
                  <Group gap={2} w={28} wrap="nowrap" justify="flex-end">
                    <Text size="sm">
                      {star}
                      <VisuallyHidden> stars</VisuallyHidden>
                    </Text>
                    <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                  </Group>
                  <Progress
                    value={share}
                    color="yellow"
                    size="md"
                    radius="xl"
                    style={{ flex: 1 }}
                    aria-hidden
                  />
                  <Text size="xs" c="dimmed" w={36} ta="right">
                    {count}
                    <VisuallyHidden>{count === 1 ? ' review' : ' reviews'}</VisuallyHidden>
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
        <Text size="xs" c="dimmed">
          Only buyers of delivered orders can review.
        </Text>
      </Stack>
    </Paper>
  );
}

/** The product page's "Ratings & reviews": breakdown (click to filter), sort, list, pages, replies. */
export function ProductReviews({ product }: { product: TProductDetail }) {
  const [page, setPage] = useState(1);
  const [rating, setRating] = useState<number | null>(null);
  const [sort, setSort] = useState<TReviewSort>('newest');
  const query = useProductReviews(product._id, page, rating, sort);

  const summary: TRatingSummary = query.data?.summary ?? {
    average: product.rating,
    count: product.ratingCount,
    breakdown: product.ratingBreakdown,
  };
  const docs = query.data?.docs ?? [];
  const pagination = query.data?.pagination;

  const pick = (star: number | null) => {
    setRating(star);
    setPage(1);
  };

  if (summary.count === 0 && !query.isLoading) {
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="rating-summary">
        <Text fw={600}>No reviews yet</Text>
        <Text size="sm" c="dimmed">
          Buyers can review this product once their order is delivered.
        </Text>
      </Paper>
    );
  }

  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ClickableBreakdown summary={summary} selected={rating} onSelect={pick} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" data-testid="reviews-count">
              {pagination
                ? `${formatCount(pagination.total)} ${pagination.total === 1 ? 'review' : 'reviews'}${rating ? ` with ${rating} ${rating === 1 ? 'star' : 'stars'}` : ''}`
                : 'Loading reviews…'}
            </Text>
            <Group gap="xs">
              {rating ? (
                <Button variant="subtle" size="xs" onClick={() => pick(null)}>
                  Show all stars
                </Button>
              ) : null}
              <Select
                aria-label="Sort reviews"
                size="xs"
                w={160}
                data={REVIEW_SORTS.map((s) => ({ value: s, label: REVIEW_SORT_LABELS[s] }))}
                value={sort}
                onChange={(v) => {
                  if (!v) return;
                  setSort(v as TReviewSort);
                  setPage(1);
                }}
                allowDeselect={false}
              />
            </Group>
          </Group>
          {query.isError ? (
            <LoadErrorRetry what="reviews" onRetry={() => query.refetch()} />
          ) : query.isLoading ? (
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={96} radius="md" />)
          ) : docs.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed" size="sm">
                {rating
                  ? `No reviews with ${rating} ${rating === 1 ? 'star' : 'stars'} yet.`
                  : 'No written reviews yet.'}
              </Text>
            </Paper>
          ) : (
            docs.map((review) => (
              <ReviewCard
                key={review._id}
                review={review}
                title={review.author}
                replyFrom={product.vendor.storeName}
                actions={<ReportButton kind="product-review" subjectId={review._id} compact />}
              />
            ))
          )}
          {pagination && pagination.totalPages > 1 ? (
            <Pagination
              total={pagination.totalPages}
              value={page}
              onChange={setPage}
              size="sm"
              mt="xs"
              aria-label="Review pages"
            />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
