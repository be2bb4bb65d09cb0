'use client';

import { parseRupees, toRupees } from '@bazaar/shared/money';
import type { TTaskOffer } from '@bazaar/shared/task';
import {
  TASK_MAX_AMOUNT,
  TASK_MIN_AMOUNT,
  TASK_OFFER_MESSAGE_MAX,
  TASK_OFFER_MESSAGE_MIN,
  taskerReceivesOf,
  taskServiceChargeOf,
} from '@bazaar/shared/task-constants';
import { Button, Group, Modal, NumberInput, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { useChangeOffer, useMakeOffer } from './mutations';
import { useTaskServiceCharge } from './queries';

type Values = { amount: number | string; message: string };

/**
 * Make an offer, or change my Pending one: amount and message, with the service charge and what I
 * receive. A new offer is charged today's percent; a changed one keeps the percent it was made with.
 */
export function OfferFormModal({
  opened,
  onClose,
  taskId,
  budget,
  offer,
}: {
  opened: boolean;
  onClose: () => void;
  taskId: string;
  budget: number;
  offer: TTaskOffer | null;
}) {
  const charge = useTaskServiceCharge();
  const percent = offer ? offer.serviceChargePercent : charge.data?.percent;
  const form = useForm<Values>({
    initialValues: { amount: toRupees(budget), message: '' },
    validate: {
      amount: (v) => {
        const paisa = parseRupees(v);
        if (paisa === null) return 'Amount is required';
        if (paisa < TASK_MIN_AMOUNT) return `Amount must be at least ${formatPrice(TASK_MIN_AMOUNT)}`;
        if (paisa > TASK_MAX_AMOUNT) return `Amount must be at most ${formatPrice(TASK_MAX_AMOUNT)}`;
        return null;
      },
      message: (v) =>
        v.trim().length < TASK_OFFER_MESSAGE_MIN
          ? `Message must be at least ${TASK_OFFER_MESSAGE_MIN} characters`
          : null,
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened
  useEffect(() => {
    if (opened) {
      form.setValues({
        amount: toRupees(offer?.amount ?? budget),
        message: offer?.message ?? '',
      });
      form.clearErrors();
    }
  }, [opened]);

  const make = useMakeOffer(taskId, onClose);
  const change = useChangeOffer(onClose);
  const pending = make.isPending || change.isPending;
  const amount = parseRupees(form.values.amount) ?? 0;

  return (
    <Modal opened={opened} onClose={onClose} title={offer ? 'Change your offer' : 'Make an offer'} centered>
      <Form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const body = { amount: parseRupees(values.amount) ?? 0, message: values.message.trim() };
          const onError = (err: unknown) => applyFieldErrors(form, err);
          if (offer) change.mutate({ offerId: offer._id, ...body }, { onError });
          else make.mutate(body, { onError });
        })}
      >
        <Stack gap="md">
          <NumberInput
            label="Your price (Rs.)"
            description={`The poster's budget is ${formatPrice(budget)}`}
            min={0}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label="Message to the poster"
            description={`Why you are right for it, when you can do it. ${form.values.message.length}/${TASK_OFFER_MESSAGE_MAX}`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={TASK_OFFER_MESSAGE_MAX}
            {...form.getInputProps('message')}
          />
          <Paper withBorder radius="md" p="sm">
            <Table withRowBorders={false} verticalSpacing={4} data-testid="offer-breakdown">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Your offer</Table.Td>
                  <Table.Td ta="right">{formatPrice(amount)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Service charge{percent !== undefined ? ` (${percent}%)` : ''}</Table.Td>
                  <Table.Td ta="right">
                    {percent !== undefined ? `− ${formatPrice(taskServiceChargeOf(amount, percent))}` : '…'}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>You receive</Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="offer-receives">
                    {percent !== undefined ? formatPrice(taskerReceivesOf(amount, percent)) : '…'}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {offer ? (
              <Text size="xs" c="dimmed" mt={4}>
                The charge stays at the {offer.serviceChargePercent}% it was when you made the offer.
              </Text>
            ) : null}
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {offer ? 'Save offer' : 'Send offer'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
