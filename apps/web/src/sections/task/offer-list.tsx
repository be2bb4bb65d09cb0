'use client';

import { profilePath } from '@bazaar/shared/profile-constants';

import type { TTaskOffer } from '@bazaar/shared/task';
import { TASK_OFFER_FLOW } from '@bazaar/shared/task-constants';
import { Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { IntentLink } from '@/components/intent-link';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { StatusBadge } from '@/components/status-badge';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { formatRelativeTime } from '@/lib/relative-time';
import { useOfferMove } from './mutations';

/** One offer as the poster reads it: the tasker (rating, completed tasks, their page), price and message. */
export function OfferItem({
  offer,
  canAccept,
  onAccept,
}: {
  offer: TTaskOffer;
  canAccept: boolean;
  onAccept?: () => void;
}) {
  const t = offer.tasker;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="offer-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={resolveImageUrl(t.image)} radius="xl" size={40} alt="">
              {t.fullName.charAt(0)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={IntentLink}
                href={profilePath(t._id)}
                fw={600}
                lineClamp={1}
                data-testid="offer-tasker"
              >
                {t.fullName}
              </Anchor>
              <Group gap={8} wrap="wrap">
                <RatingStars rating={t.rating} count={t.reviewsCount} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t.completedCount} completed
                </Text>
              </Group>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={800} style={{ whiteSpace: 'nowrap' }} data-testid="offer-amount">
              {formatPrice(offer.amount)}
            </Text>
            <StatusBadge status={offer.status} colors={TASK_OFFER_FLOW.colors} size="xs" />
          </Stack>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {offer.message}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatRelativeTime(offer.createdAt)}
          </Text>
          {canAccept && offer.status === 'Pending' && onAccept ? (
            <Button size="xs" onClick={onAccept}>
              Accept offer
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The offers on a task for its poster, each with Accept (asked first) while the task is Open. */
export function OfferList({
  offers,
  isLoading,
  canAccept,
  onAccepted,
}: {
  offers: TTaskOffer[] | undefined;
  isLoading: boolean;
  canAccept: boolean;
  /** After an offer is accepted (the task is Assigned): a list follows the task there. */
  onAccepted?: () => void;
}) {
  const [toAccept, setToAccept] = useState<TTaskOffer | null>(null);
  // On the mutation, not on the call: the row holding this list may be gone by then (the task left
  // the Open list), and its follower must still be told.
  const accept = useOfferMove('accept', () => {
    setToAccept(null);
    onAccepted?.();
  });
  if (isLoading) return <Skeleton h={120} radius="md" />;
  if (!offers || offers.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-offers">
        No offers yet. Taskers nearby are told about new tasks; offers arrive here.
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="offer-list">
      {offers.map((o) => (
        <OfferItem key={o._id} offer={o} canAccept={canAccept} onAccept={() => setToAccept(o)} />
      ))}
      <ConfirmModal
        opened={toAccept !== null}
        onClose={() => setToAccept(null)}
        title="Accept this offer?"
        message={
          toAccept
            ? `${toAccept.tasker.fullName} will do the task for ${formatPrice(toAccept.amount)}. Every other offer is declined, and the two of you can message each other.`
            : ''
        }
        confirmLabel="Accept offer"
        loading={accept.isPending}
        onConfirm={() => toAccept && accept.mutate(toAccept._id)}
      />
    </Stack>
  );
}
