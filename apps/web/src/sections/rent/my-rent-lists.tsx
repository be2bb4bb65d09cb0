'use client';

import type { TMyRentListing, TRentStatus } from '@bazaar/shared/rent';
import { RENT_FLOW, RENT_STATUSES, rentInquiriesRoute, rentPath } from '@bazaar/shared/rent-constants';
import { Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHome, IconMessages } from '@tabler/icons-react';
import Link from 'next/link';
import { type ReactNode, Suspense, useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { CountTabs, useListParams } from '@/components/listing/count-tabs';
import { ListingPager } from '@/components/listing/listing-pager';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { StatusBadge } from '@/components/status-badge';
import { StatusActions } from '@/components/status-flow/status-actions';
import { keepPriceTogether } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useMoveListing } from './mutations';
import { usePostedRents } from './queries';
import {
  availableLabel,
  placeLabel,
  priceLabel,
  RENT_STATUS_COLORS,
  RENT_STATUS_LABELS,
} from './rent-format';

/** Rows per page of the signed-in person's rentals and inquiries (rent-inquiries-view.tsx too). */
export const PAGE_SIZE = 10;

/** The rows' shape while a list loads. */
export function ListSkeleton({ what }: { what: string }) {
  return (
    <Stack gap="sm" aria-busy aria-label={`Loading ${what}`}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h={110} radius="md" />
      ))}
    </Stack>
  );
}

function PostedListingRow({
  listing,
  onMove,
}: {
  listing: TMyRentListing;
  onMove: (to: TRentStatus) => void;
}) {
  const isPublic = listing.status === 'Active' || listing.status === 'Rented';
  return (
    <Paper withBorder radius="md" p="md" data-testid="posted-rent" data-status={listing.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          {/* The price drops under the title on a phone rather than squeezing it. */}
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Avatar src={resolveImageUrl(listing.images[0] ?? null)} radius="md" size={56} alt="">
              <IconHome aria-hidden size={24} />
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              {isPublic && !listing.isHidden ? (
                <Anchor
                  component={Link}
                  href={rentPath(listing._id)}
                  fw={700}
                  lineClamp={2}
                  data-testid="my-rent-title"
                >
                  {listing.title}
                </Anchor>
              ) : (
                <Text fw={700} lineClamp={2} data-testid="my-rent-title">
                  {listing.title}
                </Text>
              )}
              <Text size="xs" c="dimmed" lineClamp={1}>
                {placeLabel(listing)} · {availableLabel(listing.availableFrom)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" style={{ flexShrink: 0 }}>
            <Text fw={800}>{keepPriceTogether(priceLabel(listing))}</Text>
            <StatusBadge
              status={listing.status}
              colors={RENT_STATUS_COLORS}
              labels={RENT_STATUS_LABELS}
              size="sm"
            />
          </Group>
        </Group>
        {listing.isHidden ? (
          <Text size="sm" c="red">
            An admin hid this listing: it is not shown to anyone.
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {listing.inquiriesCount === 0
              ? 'No inquiries yet'
              : `${listing.inquiriesCount} ${listing.inquiriesCount === 1 ? 'inquiry' : 'inquiries'}, ${listing.openInquiriesCount} open`}
          </Text>
          <Group gap="xs">
            <StatusActions flow={RENT_FLOW} actor="Owner" status={listing.status} onAction={onMove} compact />
            {listing.inquiriesCount > 0 ? (
              <Button
                size="xs"
                variant="light"
                component={Link}
                href={`${rentInquiriesRoute('received')}&listing=${listing._id}`}
                leftSection={<IconMessages aria-hidden size={14} />}
              >
                Inquiries
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              component={Link}
              href={`/user/rent/create?edit=${listing._id}`}
            >
              Edit
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function PostedRentsInner() {
  const { type, page, go } = useListParams<TRentStatus>(RENT_STATUSES, 'Active');
  const list = usePostedRents({ type, page, limit: PAGE_SIZE });
  const [moving, setMoving] = useState<{ listing: TMyRentListing; to: TRentStatus } | null>(null);
  const move = useMoveListing(() => setMoving(null));
  // A moved listing leaves the tab on screen: the list follows it to its new state.
  const moveTo = (id: string, to: TRentStatus) =>
    move.mutate({ id, status: to }, { onSuccess: () => to !== type && go({ type: to }) });

  let body: ReactNode;
  if (list.isError) body = <LoadError what="listings" />;
  else if (!list.data) body = <ListSkeleton what="listings" />;
  else if (list.data.docs.length === 0)
    body = (
      <EmptyState
        icon={IconHome}
        title={`No ${RENT_FLOW.labels[type].toLowerCase()} listings`}
        message={
          type === 'Active'
            ? 'List a room, a flat, a vehicle or anything else to rent, and people nearby will inquire.'
            : 'Listings move here as you publish, rent out or take them down.'
        }
        action={
          type === 'Active' || type === 'Draft'
            ? { label: 'List a rental', href: '/user/rent/create' }
            : undefined
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        {list.data.docs.map((l) => (
          <PostedListingRow
            key={l._id}
            listing={l}
            onMove={(to) =>
              RENT_FLOW.actions[to]?.isDestructive ? setMoving({ listing: l, to }) : moveTo(l._id, to)
            }
          />
        ))}
        <ListingPager pagination={list.data.pagination} onChange={(p) => go({ page: p })} />
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="My rentals"
        description="Your listings by state: publish a draft, mark a place rented, take a listing down or put it back."
        actions={
          <Button component={Link} href="/user/rent/create">
            List a rental
          </Button>
        }
      />
      <CountTabs
        types={RENT_STATUSES}
        labels={RENT_FLOW.labels}
        counts={list.data?.counts}
        value={type}
        onChange={(t) => go({ type: t })}
      />
      {body}
      <ConfirmModal
        opened={moving !== null}
        onClose={() => setMoving(null)}
        title="Deactivate this listing?"
        message={`“${moving?.listing.title ?? ''}” leaves the Rent pages and takes no inquiries until you publish it again.`}
        confirmLabel="Deactivate"
        isDestructive
        loading={move.isPending}
        onConfirm={() => moving && moveTo(moving.listing._id, moving.to)}
      />
    </>
  );
}

/** /user/rent/posted?type=Draft|Active|Rented|Inactive */
export function PostedRentsView() {
  return (
    <Suspense>
      <PostedRentsInner />
    </Suspense>
  );
}
