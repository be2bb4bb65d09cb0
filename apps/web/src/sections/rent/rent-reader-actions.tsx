'use client';

import type { TRentDetail } from '@bazaar/shared/rent';
import { rentInquiriesRoute } from '@bazaar/shared/rent-constants';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMessages, IconPencil } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ActionsSkeleton } from '@/components/listing/detail-parts';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { useRentViewer } from './queries';
import { RENT_INQUIRY_STATUS_COLORS, RENT_INQUIRY_STATUS_LABELS } from './rent-format';

// Its form (and the shared schema that checks it) loads only for someone signed in who may use it: a
// visitor's first load carries none of it (decision 040).
const InquiryFormModal = dynamic(() => import('./inquiry-form-modal').then((m) => m.InquiryFormModal));

/**
 * A signed-in reader's part of the listing page, read from GET /rent/:id/me: the owner edits it and
 * reads its inquiries; anyone else inquires, or sees their open inquiry and goes on with it.
 */
export function RentReaderActions({ listing }: { listing: TRentDetail }) {
  const viewer = useRentViewer(listing._id);
  const [isInquiring, setInquiring] = useState(false);
  const v = viewer.data;

  if (viewer.isPending) return <ActionsSkeleton />;
  if (!v) return null;

  if (v.role === 'owner') {
    return (
      <Stack gap="xs" data-testid="rent-actions" data-role="owner">
        <Text size="sm" c="dimmed">
          This is your listing.
        </Text>
        <Group grow gap="xs">
          <Button
            component={IntentLink}
            href={`/user/rent/create?edit=${listing._id}`}
            variant="light"
            leftSection={<IconPencil aria-hidden size={16} />}
          >
            Edit
          </Button>
          <Button
            component={IntentLink}
            href={`${rentInquiriesRoute('received')}&listing=${listing._id}`}
            variant="light"
            leftSection={<IconMessages aria-hidden size={16} />}
          >
            Inquiries
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="rent-actions" data-role="other">
      {v.openInquiry ? (
        <Paper withBorder radius="md" p="sm" data-testid="my-inquiry">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={600}>Your inquiry</Text>
              <StatusBadge
                status={v.openInquiry.status}
                colors={RENT_INQUIRY_STATUS_COLORS}
                labels={RENT_INQUIRY_STATUS_LABELS}
                size="sm"
                data-testid="my-inquiry-status"
              />
            </Group>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {v.openInquiry.message}
            </Text>
            <Text size="xs" c="dimmed">
              Sent {formatDate(v.openInquiry.createdAt)}
            </Text>
            <Button
              component={IntentLink}
              href={`${rentInquiriesRoute('sent')}&inquiry=${v.openInquiry._id}`}
              size="xs"
              variant="light"
              leftSection={<IconMessages aria-hidden size={14} />}
            >
              Open the conversation
            </Button>
          </Stack>
        </Paper>
      ) : null}
      {v.canInquire ? (
        <Button size="md" fullWidth onClick={() => setInquiring(true)} data-testid="inquire">
          Inquire
        </Button>
      ) : !v.openInquiry && listing.status === 'Rented' ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden size={18} />}>
          This place is rented now and takes no inquiries.
        </Alert>
      ) : null}
      <InquiryFormModal
        opened={isInquiring}
        onClose={() => setInquiring(false)}
        listingId={listing._id}
        title={listing.title}
      />
    </Stack>
  );
}
