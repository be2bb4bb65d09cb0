'use client';

import type { TPendingReview } from '@bazaar/shared/review';
import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconMessageCircle, IconPencil, IconStar } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { formatDate } from '@/lib/format';
import { useMyReviews, usePendingReviews } from './queries';
import { HiddenBadge, ReviewCard } from './review-card';
import { WriteReviewModal } from './write-review-modal';

type Tab = 'pending' | 'mine';

function PendingTab({ onWrite }: { onWrite: (item: TPendingReview) => void }) {
  const [page, setPage] = useState(1);
  const query = usePendingReviews(page);
  if (query.isError) return <LoadErrorRetry what="items to review" onRetry={() => query.refetch()} />;
  if (query.isLoading || !query.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const { docs, pagination } = query.data;
  if (docs.length === 0) {
    return (
      <EmptyState
        icon={IconStar}
        title="Nothing to review"
        message="When an order is delivered, its items appear here so you can rate them."
        action={{ label: 'Browse the shop', href: '/shop' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {docs.map((item) => (
          <Card key={item.orderItemId} withBorder radius="md" padding="md" data-testid="pending-review">
            <Group gap="md" wrap="nowrap" align="flex-start">
              {item.image ? <Image src={item.image} alt="" w={72} h={72} radius="sm" fit="cover" /> : null}
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Anchor
                  component={Link}
                  href={`/shop/product/${item.productSlug}`}
                  fw={600}
                  lineClamp={2}
                  c="inherit"
                >
                  {item.productName}
                </Anchor>
                {item.variantOptions ? (
                  <Text size="xs" c="dimmed">
                    {Object.entries(item.variantOptions)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(', ')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  Order {item.orderNumber}
                  {item.deliveredAt ? ` · delivered ${formatDate(item.deliveredAt)}` : ''}
                </Text>
                <Group mt={4}>
                  <Button
                    size="xs"
                    leftSection={<IconPencil aria-hidden size={14} />}
                    onClick={() => onWrite(item)}
                  >
                    Write review
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {pagination.totalPages > 1 ? (
        <Pagination total={pagination.totalPages} value={page} onChange={setPage} aria-label="Pages" />
      ) : null}
    </Stack>
  );
}

function MineTab() {
  const [page, setPage] = useState(1);
  const query = useMyReviews(page);
  if (query.isError) return <LoadErrorRetry what="reviews" onRetry={() => query.refetch()} />;
  if (query.isLoading || !query.data) {
    return (
      <Stack gap="md">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={110} radius="md" />
        ))}
      </Stack>
    );
  }
  const { docs, pagination } = query.data;
  if (docs.length === 0) {
    return (
      <EmptyState
        icon={IconMessageCircle}
        title="No reviews yet"
        message="Reviews you write appear here, together with the sellers' replies."
      />
    );
  }
  return (
    <Stack gap="md">
      {docs.map((review) => (
        <ReviewCard
          key={review._id}
          review={review}
          title={
            <Anchor component={Link} href={`/shop/product/${review.product.slug}`} c="inherit" fw={600}>
              {review.product.name}
            </Anchor>
          }
          meta={`Order ${review.orderNumber}`}
          badges={review.isHidden ? <HiddenBadge /> : null}
        />
      ))}
      {pagination.totalPages > 1 ? (
        <Pagination total={pagination.totalPages} value={page} onChange={setPage} aria-label="Pages" />
      ) : null}
    </Stack>
  );
}

/** /user/shop/reviews: delivered items waiting for a review, and the reviews written (with replies). */
export function MyReviewsView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'mine' ? 'mine' : 'pending';
  const [writing, setWriting] = useState<TPendingReview | null>(null);
  const pending = usePendingReviews(1);
  const mine = useMyReviews(1);

  const setTab = (value: string | null) => {
    const next = new URLSearchParams(searchParams.toString());
    if (value === 'mine') next.set('tab', 'mine');
    else next.delete('tab');
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <>
      <PageHeader title="My reviews" description="Rate what you bought and see what sellers answered." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="pending">
            To review{pending.data ? ` (${pending.data.pagination.total})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="mine">My reviews{mine.data ? ` (${mine.data.pagination.total})` : ''}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending">
          <PendingTab onWrite={setWriting} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <MineTab />
        </Tabs.Panel>
      </Tabs>
      <WriteReviewModal item={writing} onClose={() => setWriting(null)} />
    </>
  );
}
