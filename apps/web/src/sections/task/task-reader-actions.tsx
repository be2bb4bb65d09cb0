'use client';

import type { TTaskDetail, TTaskOffer } from '@bazaar/shared/task';
import {
  TASK_CANCEL_REASON_MAX,
  TASK_CANCEL_REASON_MIN,
  TASK_OFFER_FLOW,
} from '@bazaar/shared/task-constants';
import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ActionsSkeleton, MinePanel } from '@/components/listing/detail-parts';
import { formatDate, formatPrice } from '@/lib/format';
import { useOfferMove, useTaskMove } from './mutations';
import { useTaskOffers, useTaskViewer } from './queries';
import { TaskReviewCard, TaskReviewForm } from './task-review-parts';

// Its form (and the shared schema that checks it) and the confirmations load only for someone signed in
// who may use them: a visitor's first load carries none of them, nor Mantine's Modal with the scroll area
// and @floating-ui/react it brings (decision 040).
const ConfirmModal = dynamic(() => import('@/components/confirm-modal').then((m) => m.ConfirmModal));
const OfferFormModal = dynamic(() => import('./offer-form-modal').then((m) => m.OfferFormModal));
// The poster's offers, with the confirmation of an acceptance.
const OfferList = dynamic(() => import('./offer-list').then((m) => m.OfferList));

function MyOffer({
  offer,
  onChange,
  onWithdraw,
}: {
  offer: TTaskOffer;
  onChange: () => void;
  onWithdraw: () => void;
}) {
  return (
    <MinePanel title="Your offer" status={offer.status} colors={TASK_OFFER_FLOW.colors} testId="my-offer">
      <Group justify="space-between">
        <Text size="sm">{formatPrice(offer.amount)}</Text>
        <Text size="sm" c="dimmed">
          you receive {formatPrice(offer.taskerReceives)} ({offer.serviceChargePercent}% charge)
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {offer.message}
      </Text>
      {offer.status === 'Pending' ? (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onChange}>
            Change offer
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onWithdraw}>
            Withdraw
          </Button>
        </Group>
      ) : null}
    </MinePanel>
  );
}

/**
 * A signed-in reader's part of the task page: what they may do on this task (offer, change or withdraw
 * it; accept an offer, cancel, confirm; mark done; review), read from GET /task/:id/me.
 */
export function TaskReaderActions({ task }: { task: TTaskDetail }) {
  const viewer = useTaskViewer(task._id);
  const v = viewer.data;
  const isPoster = v?.role === 'poster';
  const offers = useTaskOffers(task._id, isPoster);
  const [offerForm, setOfferForm] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [moving, setMoving] = useState<'done' | 'confirm' | 'cancel' | null>(null);
  const withdraw = useOfferMove('withdraw', () => setWithdrawing(false));
  const move = useTaskMove(task._id, () => setMoving(null));

  if (viewer.isPending) return <ActionsSkeleton />;
  if (!v) return null;

  const other = isPoster ? task.assignedTasker : task.poster;
  return (
    <Stack gap="md" data-testid="task-actions" data-role={v.role}>
      {v.street ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={0}>
            <Text size="sm">
              Street: <b>{v.street}</b>
            </Text>
            <Text size="xs" c="dimmed">
              {isPoster ? 'Only you and the tasker you choose see it.' : 'Only you and the poster see it.'}
            </Text>
          </Stack>
        </Group>
      ) : null}

      {v.canOffer ? (
        <Button size="md" fullWidth onClick={() => setOfferForm(true)}>
          Make an offer
        </Button>
      ) : null}
      {v.myOffer ? (
        <MyOffer
          offer={v.myOffer}
          onChange={() => setOfferForm(true)}
          onWithdraw={() => setWithdrawing(true)}
        />
      ) : null}

      {isPoster && task.status === 'Open' && task.offersCount === 0 ? (
        <Button component={IntentLink} href={`/user/task/create?edit=${task._id}`} variant="light" fullWidth>
          Edit task
        </Button>
      ) : null}

      {task.status === 'Assigned' && task.doneAt ? (
        <Alert
          variant="light"
          color="teal"
          icon={<IconCircleCheck aria-hidden size={18} />}
          data-testid="marked-done"
        >
          {task.assignedTasker?.fullName ?? 'The tasker'} marked it done on {formatDate(task.doneAt)}.
          {isPoster ? ' Confirm it once you are happy.' : ' Waiting for the poster to confirm.'}
        </Alert>
      ) : null}
      {v.canMarkDone ? (
        <Button size="md" fullWidth onClick={() => setMoving('done')}>
          Mark as done
        </Button>
      ) : null}
      {v.canConfirm ? (
        <Button size="md" fullWidth color="teal" onClick={() => setMoving('confirm')}>
          Confirm completed
        </Button>
      ) : null}
      {v.canCancel ? (
        <Button variant="subtle" color="red" fullWidth onClick={() => setMoving('cancel')}>
          Cancel task
        </Button>
      ) : null}

      {isPoster ? (
        <Stack gap="xs">
          <Divider />
          <Title order={2} fz="md">
            Offers ({offers.data?.length ?? task.offersCount})
          </Title>
          <OfferList offers={offers.data} isLoading={offers.isPending} canAccept={task.status === 'Open'} />
        </Stack>
      ) : null}

      {v.canReview && other ? (
        <Paper withBorder radius="md" p="md">
          <TaskReviewForm taskId={task._id} subjectName={other.fullName} />
        </Paper>
      ) : null}
      {v.myReview ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Your review
          </Text>
          <TaskReviewCard review={v.myReview} />
        </Stack>
      ) : null}
      {v.reviewOfMe ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Their review of you
          </Text>
          <TaskReviewCard review={v.reviewOfMe} canReply={!v.reviewOfMe.reply} />
        </Stack>
      ) : null}
      {v.role === 'other' && !v.canOffer && !v.myOffer && task.status === 'Open' ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden size={18} />}>
          You cannot make an offer on this task.
        </Alert>
      ) : null}

      <OfferFormModal
        opened={offerForm}
        onClose={() => setOfferForm(false)}
        taskId={task._id}
        budget={task.budget}
        offer={v.myOffer?.status === 'Pending' ? v.myOffer : null}
      />
      <ConfirmModal
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        title="Withdraw your offer?"
        message="The poster will no longer see it. You can make a new offer while the task is open."
        confirmLabel="Withdraw offer"
        isDestructive
        loading={withdraw.isPending}
        onConfirm={() => v.myOffer && withdraw.mutate(v.myOffer._id)}
      />
      <ConfirmModal
        opened={moving === 'done'}
        onClose={() => setMoving(null)}
        title="Mark the task as done?"
        message="The poster is asked to confirm it is complete."
        confirmLabel="Mark as done"
        loading={move.isPending}
        onConfirm={() => move.mutate({ move: 'done' })}
      />
      <ConfirmModal
        opened={moving === 'confirm'}
        onClose={() => setMoving(null)}
        title="Confirm the task is complete?"
        message="The task is closed as Completed, and you can both leave a review."
        confirmLabel="Confirm completed"
        loading={move.isPending}
        onConfirm={() => move.mutate({ move: 'confirm' })}
      />
      <ConfirmModal
        opened={moving === 'cancel'}
        onClose={() => setMoving(null)}
        title="Cancel this task?"
        message="Offers are declined and the tasker, if any, is told your reason. This cannot be undone."
        confirmLabel="Cancel task"
        isDestructive
        reason={{ label: 'Reason', min: TASK_CANCEL_REASON_MIN, max: TASK_CANCEL_REASON_MAX }}
        loading={move.isPending}
        onConfirm={(reason) => move.mutate({ move: 'cancel', body: { reason } })}
      />
    </Stack>
  );
}
