'use client';

import { toPaisa, toRupees } from '@bazaar/shared/money';
import type { TAdminVoucher, TVoucherRequest } from '@bazaar/shared/voucher';
import {
  Button,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useVendorOptions } from '@/sections/shop/vendor/admin-queries';
import { useSaveVoucher } from './queries';

type FormValues = {
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  /** Percent, or rupees for a fixed voucher. */
  value: number | string;
  minOrderRs: number | string;
  maxDiscountRs: number | string;
  startsAt: string;
  endsAt: string;
  usageLimit: number | string;
  perUserLimit: number | string;
  isActive: boolean;
  vendorId: string;
};

/** `2026-11-21T09:30` in the browser's time zone (what datetime-local inputs speak). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const EMPTY: FormValues = {
  code: '',
  description: '',
  type: 'percent',
  value: 10,
  minOrderRs: 0,
  maxDiscountRs: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perUserLimit: 1,
  isActive: true,
  vendorId: '',
};

const num = (v: number | string): number | null => (v === '' || v === null ? null : Number(v));

/** An optional use limit: empty for none, else a whole number of at least 1. */
function limitProblem(v: number | string, label: string): string | null {
  const n = num(v);
  if (n === null) return null;
  return Number.isInteger(n) && n >= 1 ? null : `${label} must be a whole number of at least 1, or empty`;
}

/** Create or edit a voucher; money is typed in rupees and sent in paisa. */
export function VoucherFormDrawer(props: {
  opened: boolean;
  voucher: TAdminVoucher | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const save = useSaveVoucher(props.onClose);
  // A copy: the cached list is shared with other pages' selects.
  const vendorOptions = [...(useVendorOptions({ enabled: props.opened }).data ?? [])];
  // A store outside the first page still shows by name when editing.
  const current = props.voucher?.vendor;
  if (current && !vendorOptions.some((o) => o.value === current._id)) {
    vendorOptions.push({ value: current._id, label: current.storeName });
  }
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: {
      code: (v) =>
        /^[A-Za-z0-9_-]{3,30}$/.test(v.trim()) ? null : 'Code must be 3–30 letters, digits, _ or -',
      value: (v, all) => {
        const n = num(v);
        if (n === null || !Number.isFinite(n) || n <= 0) return 'Value must be more than 0';
        if (all.type === 'percent' && (n > 100 || !Number.isInteger(n)))
          return 'A percent voucher is 1–100 %';
        return null;
      },
      minOrderRs: (v) => {
        const n = num(v);
        if (n !== null && !Number.isFinite(n)) return 'Enter the minimum order in rupees';
        return n !== null && n < 0 ? 'Minimum order cannot be negative' : null;
      },
      maxDiscountRs: (v, all) => {
        const n = num(v);
        return all.type === 'percent' && n !== null && !(n > 0)
          ? 'Maximum discount must be more than 0, or empty for no cap'
          : null;
      },
      usageLimit: (v) => limitProblem(v, 'Usage limit'),
      perUserLimit: (v) => limitProblem(v, 'Per-buyer limit'),
      endsAt: (v, all) =>
        v && all.startsAt && new Date(v) <= new Date(all.startsAt) ? 'End must be after the start' : null,
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens on another voucher
  useEffect(() => {
    if (!props.opened) return;
    const v = props.voucher;
    form.setValues(
      v
        ? {
            code: v.code,
            description: v.description,
            type: v.type,
            value: v.type === 'fixed' ? toRupees(v.value) : v.value,
            minOrderRs: toRupees(v.minOrder),
            maxDiscountRs: v.maxDiscount === null ? '' : toRupees(v.maxDiscount),
            startsAt: toLocalInput(v.startsAt),
            endsAt: toLocalInput(v.endsAt),
            usageLimit: v.usageLimit ?? '',
            perUserLimit: v.perUserLimit ?? '',
            isActive: v.isActive,
            vendorId: v.vendor?._id ?? '',
          }
        : EMPTY,
    );
    form.clearErrors();
  }, [props.opened, props.voucher?._id]);

  const submit = form.onSubmit(async (values) => {
    const value = num(values.value) ?? 0;
    const maxDiscount = num(values.maxDiscountRs);
    const body: TVoucherRequest = {
      code: values.code.trim().toUpperCase(),
      description: values.description,
      type: values.type,
      value: values.type === 'fixed' ? toPaisa(value) : value,
      minOrder: toPaisa(num(values.minOrderRs) ?? 0),
      maxDiscount: values.type === 'percent' && maxDiscount !== null ? toPaisa(maxDiscount) : null,
      ...(values.startsAt ? { startsAt: new Date(values.startsAt).toISOString() } : {}),
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
      usageLimit: num(values.usageLimit),
      perUserLimit: num(values.perUserLimit),
      vendorId: values.vendorId || null,
      isActive: values.isActive,
    };
    try {
      await save.mutateAsync({ id: props.voucher?._id, body });
    } catch (err) {
      // The API names its paisa fields; the form's rupee fields carry their errors.
      applyFieldErrors(form, err, { minOrder: 'minOrderRs', maxDiscount: 'maxDiscountRs' });
    }
  });

  const isPercent = form.values.type === 'percent';
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={isPhone ? '100%' : 'md'}
      title={props.voucher ? `Edit ${props.voucher.code}` : 'New voucher'}
    >
      <Form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            required
            description="Buyers type it at checkout (any case)."
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            data-testid="voucher-code"
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Type
            </Text>
            <SegmentedControl
              fullWidth
              data={[
                { value: 'percent', label: 'Percent off' },
                { value: 'fixed', label: 'Fixed amount' },
              ]}
              {...form.getInputProps('type')}
            />
          </div>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={isPercent ? 'Percent' : 'Amount (Rs.)'}
              required
              min={0}
              max={isPercent ? 100 : undefined}
              suffix={isPercent ? ' %' : undefined}
              thousandSeparator={isPercent ? undefined : ','}
              decimalScale={2}
              {...form.getInputProps('value')}
              data-testid="voucher-value"
            />
            <NumberInput
              label="Max discount (Rs.)"
              description={isPercent ? 'Empty: no cap' : 'Percent vouchers only'}
              disabled={!isPercent}
              min={0}
              thousandSeparator=","
              {...form.getInputProps('maxDiscountRs')}
            />
            <NumberInput
              label="Minimum order (Rs.)"
              min={0}
              thousandSeparator=","
              {...form.getInputProps('minOrderRs')}
            />
            <NumberInput
              label="Uses in total"
              description="Empty: unlimited"
              min={1}
              {...form.getInputProps('usageLimit')}
            />
            <NumberInput
              label="Uses per buyer"
              description="Empty: unlimited"
              min={1}
              {...form.getInputProps('perUserLimit')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label="Starts"
              description="Empty: now"
              {...form.getInputProps('startsAt')}
            />
            <TextInput
              type="datetime-local"
              label="Ends"
              description="Empty: never"
              {...form.getInputProps('endsAt')}
            />
          </SimpleGrid>
          <Select
            label="Only for one store"
            description="Empty: every store's items count and get the discount"
            placeholder="Every store"
            searchable
            clearable
            data={vendorOptions}
            value={form.values.vendorId || null}
            onChange={(v) => form.setFieldValue('vendorId', v ?? '')}
            error={form.errors.vendorId}
            nothingFoundMessage="No store matches"
          />
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="voucher-save">
              {props.voucher ? 'Save voucher' : 'Create voucher'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}
