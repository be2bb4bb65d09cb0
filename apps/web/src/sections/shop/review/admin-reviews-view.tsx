'use client';

import type {
  TAdminReview,
  TAdminReviewWriteResponse,
  TReviewVisibilityRequest,
} from '@bazaar/shared/review';
import { Anchor, Avatar, Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconStar } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reviewKeys } from './queries';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'hidden',
    label: 'Visibility',
    options: [
      { value: 'all', label: 'All' },
      { value: 'false', label: 'Visible' },
      { value: 'true', label: 'Hidden' },
    ],
  },
  {
    type: 'select',
    key: 'rating',
    label: 'Stars',
    placeholder: 'All stars',
    options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` })),
  },
];

const VISIBILITY_COLORS = { Visible: 'green', Hidden: 'gray' } as const;

const COLUMNS: TAdminTableColumn<TAdminReview>[] = [
  {
    key: 'product',
    header: 'Product',
    width: 200,
    render: (r) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={r.product.image} size={36} radius="sm" alt="" />
        <Stack gap={0} miw={0}>
          <Anchor component={Link} href={`/shop/product/${r.product.slug}`} size="sm" fw={600} lineClamp={1}>
            {r.product.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.vendor.storeName}
          </Text>
        </Stack>
      </Group>
    ),
    csv: (r) => r.product.name,
  },
  { key: 'store', header: 'Store', csvOnly: true, csv: (r) => r.vendor.storeName },
  {
    key: 'rating',
    header: 'Rating',
    sortKey: 'rating',
    render: (r) => <Rating value={r.rating} readOnly size="xs" aria-label={`${r.rating} stars`} />,
    csv: (r) => r.rating,
  },
  {
    key: 'comment',
    header: 'Comment',
    width: 240,
    render: (r) => (
      <Stack gap={2}>
        <Text size="sm" lineClamp={2} c={r.comment ? undefined : 'dimmed'}>
          {r.comment || 'No comment'}
        </Text>
        {r.images.length > 0 ? (
          <Text size="xs" c="dimmed">
            {r.images.length} {r.images.length === 1 ? 'photo' : 'photos'}
          </Text>
        ) : null}
        {r.reply ? (
          <Text size="xs" c="teal" lineClamp={1}>
            Replied: {r.reply}
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (r) => r.comment,
  },
  { key: 'reply', header: 'Vendor reply', csvOnly: true, csv: (r) => r.reply ?? '' },
  ...personColumns({ key: 'author', header: 'Buyer', person: (r: TAdminReview) => r.user }),
  dateColumn({ key: 'created', header: 'Date', sortKey: 'createdAt', date: (r) => r.createdAt }),
  statusColumn({
    width: 90,
    status: (r) => (r.isHidden ? 'Hidden' : 'Visible'),
    colors: VISIBILITY_COLORS,
  }),
];

function VisibilityModal({ review, onClose }: { review: TAdminReview | null; onClose: () => void }) {
  const hiding = review ? !review.isHidden : true;
  const change = useApiMutation<{ id: string; body: TReviewVisibilityRequest }, TAdminReviewWriteResponse>(
    ({ id, body }, fetch) =>
      fetch<TAdminReviewWriteResponse>(`/admin/reviews/${id}/visibility`, { method: 'PUT', body }),
    { invalidate: [reviewKeys.admin()], onSuccess: onClose },
  );
  return (
    <Modal
      opened={review !== null}
      onClose={onClose}
      title={hiding ? 'Hide this review?' : 'Show this review again?'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {hiding
            ? `The ${review?.rating}-star review by ${review?.user.fullName} leaves the page of “${review?.product.name}” and no longer counts in its rating.`
            : `The review returns to the page of “${review?.product.name}” and counts in its rating again.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={hiding ? 'red' : 'green'}
            loading={change.isPending}
            onClick={() => review && change.mutate({ id: review._id, body: { isHidden: hiding } })}
          >
            {hiding ? 'Hide review' : 'Show review'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /admin/shop/reviews: every product review; hide or show one (the product's rating follows). */
export function AdminReviewsView() {
  const [target, setTarget] = useState<TAdminReview | null>(null);
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Hide a review to remove it from the product page and its rating; show it to bring it back."
      />
      <AdminTable<TAdminReview>
        label="Reviews"
        path="/admin/reviews"
        queryKey={reviewKeys.admin()}
        columns={COLUMNS}
        filters={FILTERS}
        defaultSort="-createdAt"
        searchPlaceholder="Product, buyer or email"
        searchLabel="Search reviews"
        itemsLabel="reviews"
        csvFileName="reviews"
        rowTestId="review-row"
        minWidth={940}
        emptyState={{
          title: 'No reviews',
          description: 'Reviews appear here once buyers rate delivered items.',
          icon: <IconStar aria-hidden size={26} />,
        }}
        rowActions={(r) => (
          <Button
            size="xs"
            variant="light"
            color={r.isHidden ? 'green' : 'red'}
            leftSection={
              r.isHidden ? <IconEye aria-hidden size={14} /> : <IconEyeOff aria-hidden size={14} />
            }
            onClick={() => setTarget(r)}
          >
            {r.isHidden ? 'Show' : 'Hide'}
          </Button>
        )}
      />
      <VisibilityModal review={target} onClose={() => setTarget(null)} />
    </>
  );
}
