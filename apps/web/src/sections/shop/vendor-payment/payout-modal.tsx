'use client';

import { formatAmount, toPaisa } from '@bazaar/shared/money';
import {
  PAYOUT_METHODS,
  type TAdminVendorPaymentRow,
  type TPayoutRequest,
  type TPayoutWriteResponse,
} from '@bazaar/shared/vendor-payment';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { vendorPaymentKeys } from './queries';

type Values = { amount: number | string; method: string; reference: string; paidAt: string; note: string };

const today = () => new Date().toISOString().slice(0, 10);

/** "Record payout": amount in rupees (at most the balance), method, reference, date, note. */
export function PayoutModal({ row, onClose }: { row: TAdminVendorPaymentRow | null; onClose: () => void }) {
  const balance = row?.balance ?? 0;
  const form = useForm<Values>({
    initialValues: { amount: '', method: 'Bank transfer', reference: '', paidAt: today(), note: '' },
    validate: {
      amount: (v) => {
        const rupees = typeof v === 'number' ? v : Number.NaN;
        if (!Number.isFinite(rupees) || rupees <= 0) return 'Enter an amount above 0';
        if (toPaisa(rupees) > balance) return `Enter at most ${formatAmount(balance)} (the balance)`;
        return null;
      },
      paidAt: (v) =>
        /^\d{4}-\d{2}-\d{2}$/.test(v)
          ? v > today()
            ? 'The date cannot be in the future'
            : null
          : 'Pick the payment date',
      method: (v) => (v ? null : 'Pick a method'),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another vendor opens
  useEffect(() => {
    if (row)
      form.setValues({ amount: '', method: 'Bank transfer', reference: '', paidAt: today(), note: '' });
  }, [row]);

  const pay = useApiMutation<{ vendorId: string; body: TPayoutRequest }, TPayoutWriteResponse>(
    ({ vendorId, body }, fetcher) =>
      fetcher<TPayoutWriteResponse>(`/admin/vendor-payments/${vendorId}/payouts`, { method: 'POST', body }),
    { invalidate: [vendorPaymentKeys.all], onSuccess: onClose },
  );

  return (
    <Modal opened={row !== null} onClose={onClose} title="Record payout" centered>
      <Form
        onSubmit={form.onSubmit((v) => {
          if (!row) return;
          pay.mutate(
            {
              vendorId: row.vendor._id,
              body: {
                amount: toPaisa(Number(v.amount)),
                method: v.method as TPayoutRequest['method'],
                reference: v.reference.trim(),
                paidAt: v.paidAt,
                note: v.note.trim(),
              },
            },
            { onError: (err) => applyFieldErrors(form, err) },
          );
        })}
      >
        <Stack gap="md">
          <Text size="sm">
            <b>{row?.vendor.storeName}</b> · balance <b>{formatAmount(balance)}</b>
          </Text>
          {row?.vendor.payoutDetails ? (
            <Text size="xs" c="dimmed">
              Pay to: {row.vendor.payoutDetails}
            </Text>
          ) : null}
          <NumberInput
            label="Amount (Rs.)"
            // No clamping: a too-large amount must stay as typed and show why it is refused.
            clampBehavior="none"
            allowNegative={false}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Select
            label="Method"
            data={[...PAYOUT_METHODS]}
            allowDeselect={false}
            required
            {...form.getInputProps('method')}
          />
          <TextInput
            label="Reference"
            placeholder="Transaction or cheque number"
            maxLength={100}
            {...form.getInputProps('reference')}
          />
          <TextInput label="Paid on" type="date" max={today()} required {...form.getInputProps('paidAt')} />
          <Textarea label="Note" autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pay.isPending}>
              Record payout
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
