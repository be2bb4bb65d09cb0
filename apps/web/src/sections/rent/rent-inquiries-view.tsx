'use client';

import { profilePath } from '@bazaar/shared/profile-constants';
import type { TRentInquiry, TRentInquiryStatus } from '@bazaar/shared/rent';
import {
  RENT_INQUIRY_BOX_LABELS,
  RENT_INQUIRY_BOXES,
  RENT_INQUIRY_STATUSES,
  rentInquiriesRoute,
  rentPath,
  type TRentInquiryBox,
} from '@bazaar/shared/rent-constants';
import { Anchor, Button, Collapse, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, Suspense, useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { CountTabs, useListParams } from '@/components/listing/count-tabs';
import { ListingPager } from '@/components/listing/listing-pager';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { showSuccessToast } from '@/lib/toast';
import { ThreadPanel } from '@/platform/thread/thread-panel';
import { useCloseInquiry } from './mutations';
import { ListSkeleton, PAGE_SIZE } from './my-rent-lists';
import { useRentInquiries } from './queries';
import { rentKeys } from './query-keys';
import { RENT_INQUIRY_STATUS_COLORS, RENT_INQUIRY_STATUS_LABELS } from './rent-format';

function InquiryRow({
  inquiry,
  box,
  isOpen,
  onToggle,
  onMoved,
}: {
  inquiry: TRentInquiry;
  box: TRentInquiryBox;
  isOpen: boolean;
  onToggle: () => void;
  /** The inquiry moved to another state (answered, closed): a list filtered by state follows it. */
  onMoved: (to: TRentInquiryStatus) => void;
}) {
  const [closing, setClosing] = useState(false);
  // On the mutation, not on the call: the row may be gone by then (a list filtered by state).
  const close = useCloseInquiry(() => {
    setClosing(false);
    onMoved('Closed');
  });
  const queryClient = useQueryClient();
  // The owner's first answer moves a New inquiry to Replied (the API does, in the message's
  // transaction): say so, and let the counts, the badge and the list follow at once.
  const isFirstAnswer = box === 'received' && inquiry.status === 'New';
  const onSent = () => {
    if (isFirstAnswer) {
      showSuccessToast({
        title: 'Reply sent',
        message: `${inquiry.sender.fullName} is told, and the inquiry is now Replied.`,
      });
      onMoved('Replied');
    }
    void queryClient.invalidateQueries({ queryKey: rentKeys.all });
  };
  const other = box === 'received' ? inquiry.sender : inquiry.owner;
  return (
    <Paper withBorder radius="md" p="md" data-testid="rent-inquiry" data-status={inquiry.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} href={rentPath(inquiry.listing._id)} fw={700} lineClamp={2}>
              {inquiry.listing.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {box === 'received' ? 'From' : 'To'}{' '}
              <Anchor
                component={Link}
                href={profilePath(other._id)}
                inherit
                underline="always"
                data-testid="inquiry-person"
              >
                {other.fullName}
              </Anchor>{' '}
              · {formatDate(inquiry.createdAt)}
            </Text>
          </Stack>
          <StatusBadge
            status={inquiry.status}
            colors={RENT_INQUIRY_STATUS_COLORS}
            labels={RENT_INQUIRY_STATUS_LABELS}
            size="sm"
            data-testid="inquiry-status"
          />
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="inquiry-message"
        >
          {inquiry.message}
        </Text>
        <Group gap="lg">
          <Text size="sm">
            Phone: <b>{inquiry.phone}</b>
          </Text>
          {inquiry.visitDate ? (
            <Text size="sm">
              Visit: <b>{formatDate(`${inquiry.visitDate}T00:00:00`)}</b>
            </Text>
          ) : null}
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessages aria-hidden size={14} />}
            onClick={onToggle}
          >
            {isOpen ? 'Hide messages' : box === 'received' && inquiry.status === 'New' ? 'Reply' : 'Messages'}
          </Button>
          {inquiry.status !== 'Closed' ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setClosing(true)}>
              Close inquiry
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={isOpen}>
          {isOpen ? (
            <ThreadPanel
              subject={{ kind: 'rent-inquiry', id: inquiry._id }}
              withHeader={false}
              height="min(50dvh, 420px)"
              onSent={onSent}
            />
          ) : null}
        </Collapse>
      </Stack>
      <ConfirmModal
        opened={closing}
        onClose={() => setClosing(false)}
        title="Close this inquiry?"
        message="Neither of you can write in it any more. A new inquiry can be sent from the listing."
        confirmLabel="Close inquiry"
        isDestructive
        loading={close.isPending}
        onConfirm={() => close.mutate(inquiry._id)}
      />
    </Paper>
  );
}

function RentInquiriesInner() {
  const params = useSearchParams();
  const { type: box, page, go } = useListParams<TRentInquiryBox>(RENT_INQUIRY_BOXES, 'received', 'box');
  const router = useRouter();
  const pathname = usePathname();
  const listing = params.get('listing') ?? undefined;
  const status = RENT_INQUIRY_STATUSES.find((st) => st === params.get('status'));
  const [openId, setOpenId] = useState<string | null>(params.get('inquiry'));
  const list = useRentInquiries({ box, page, limit: PAGE_SIZE, listing, status });
  const filterStatus = (next: string) => {
    const q = new URLSearchParams(params);
    q.delete('page');
    if (next === 'all') q.delete('status');
    else q.set('status', next);
    router.replace(`${pathname}?${q}`, { scroll: false });
  };
  const counts = list.data?.counts;

  let body: ReactNode;
  if (list.isError) body = <LoadError what="inquiries" />;
  else if (!list.data) body = <ListSkeleton what="inquiries" />;
  else if (list.data.docs.length === 0)
    body = (
      <EmptyState
        icon={IconMessages}
        title={box === 'received' ? 'No inquiries received' : 'No inquiries sent'}
        message={
          box === 'received'
            ? 'When someone asks about one of your listings, it shows here.'
            : 'Find a place or a thing to rent and inquire about it.'
        }
        action={
          box === 'received'
            ? { label: 'My rentals', href: '/user/rent/posted' }
            : { label: 'Browse rentals', href: '/rent' }
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        {list.data.docs.map((i) => (
          <InquiryRow
            key={i._id}
            inquiry={i}
            box={box}
            isOpen={openId === i._id}
            onToggle={() => setOpenId((id) => (id === i._id ? null : i._id))}
            onMoved={(to) => status && status !== to && filterStatus(to)}
          />
        ))}
        <ListingPager pagination={list.data.pagination} onChange={(p) => go({ page: p })} />
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="Rent inquiries"
        description={
          counts
            ? `${counts.New} new, ${counts.Replied} replied, ${counts.Closed} closed${listing ? ' for this listing' : ''}.`
            : 'Inquiries about your listings, and the ones you sent.'
        }
      />
      <CountTabs
        types={RENT_INQUIRY_BOXES}
        labels={RENT_INQUIRY_BOX_LABELS}
        counts={undefined}
        value={box}
        onChange={(t) => go({ type: t })}
      />
      <SegmentedControl
        mb="md"
        size="xs"
        aria-label="Inquiry state"
        value={status ?? 'all'}
        onChange={filterStatus}
        data={[
          { value: 'all', label: 'All' },
          ...RENT_INQUIRY_STATUSES.map((st) => ({
            value: st,
            label: `${RENT_INQUIRY_STATUS_LABELS[st]}${counts ? ` (${counts[st]})` : ''}`,
          })),
        ]}
      />
      {listing ? (
        <Text size="sm" mb="sm">
          Showing one listing’s inquiries.{' '}
          <Anchor component={Link} href={rentInquiriesRoute(box)}>
            Show all
          </Anchor>
        </Text>
      ) : null}
      {body}
    </>
  );
}

/** /user/rent/inquiries?box=received|sent (&listing=…): both sides of every inquiry, with its thread. */
export function RentInquiriesView() {
  return (
    <Suspense>
      <RentInquiriesInner />
    </Suspense>
  );
}
