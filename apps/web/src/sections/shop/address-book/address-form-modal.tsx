'use client';

import type { TUserAddress } from '@bazaar/shared/address-book';
import { ZUserAddressRequest } from '@bazaar/shared/address-book';
import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Form } from '@/components/form/form';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { usePlaces, useSaveAddress } from './queries';

type FormValues = {
  label: string;
  recipientName: string;
  phone: string;
  stateId: string;
  districtId: string;
  municipalityId: string;
  areaId: string;
  street: string;
  isDefault: boolean;
};

const EMPTY: FormValues = {
  label: 'Home',
  recipientName: '',
  phone: '',
  stateId: '',
  districtId: '',
  municipalityId: '',
  areaId: '',
  street: '',
  isDefault: false,
};

function PlaceSelect(props: {
  label: string;
  parentId: string | null;
  enabled: boolean;
  required?: boolean;
  value: string;
  error?: React.ReactNode;
  /** What the select says when the level above has nothing under it. */
  emptyDescription?: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const places = usePlaces(props.parentId, props.enabled);
  // A level whose parent is not chosen lists nothing (the cache may hold another level's places).
  const data = props.enabled ? (places.data ?? []).map((p) => ({ value: p._id, label: p.name })) : [];
  const isEmptyLevel = props.enabled && places.isSuccess && data.length === 0;
  return (
    <NativeSelect
      label={props.label}
      data={[
        {
          value: '',
          label: !props.enabled
            ? 'Choose the level above first'
            : places.isLoading
              ? 'Loading…'
              : places.isError
                ? 'Could not load: try again'
                : isEmptyLevel
                  ? 'None'
                  : 'Choose…',
        },
        ...data,
      ]}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onFocus={() => {
        if (places.isError) void places.refetch();
      }}
      disabled={!props.enabled || isEmptyLevel}
      required={props.required && !isEmptyLevel}
      description={isEmptyLevel ? props.emptyDescription : undefined}
      error={props.error}
      data-testid={props.testId}
    />
  );
}

/** Add or edit a saved address: recipient, Nepali mobile, State → District → Municipality → Area, street. */
export function AddressFormModal(props: {
  opened: boolean;
  onClose: () => void;
  address?: TUserAddress | null;
  onSaved?: (address: TUserAddress) => void;
}) {
  const save = useSaveAddress();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  // Most districts of the tree have no municipalities listed yet: the address then points at the
  // district itself (the API accepts a district with nothing under it).
  const districtIsLeafRef = useRef(false);
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: {
      recipientName: (v) => (v.trim().length >= 2 ? null : 'Recipient name must be at least 2 characters'),
      phone: (v) =>
        /^9[78]\d{8}$/.test(v.trim()) ? null : 'Enter a Nepali mobile number: 98 or 97 followed by 8 digits',
      stateId: (v) => (v ? null : 'Choose a state'),
      districtId: (v) => (v ? null : 'Choose a district'),
      municipalityId: (v) => (v || districtIsLeafRef.current ? null : 'Choose a municipality'),
      street: (v) => (v.length <= 200 ? null : 'Street must be at most 200 characters'),
      label: (v) => (v.length <= 40 ? null : 'Label must be at most 40 characters'),
    },
  });

  // Editing starts from the address as saved (its place is re-chosen from the state down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!props.opened) return;
    form.setValues(
      props.address
        ? {
            ...EMPTY,
            label: props.address.label,
            recipientName: props.address.recipientName,
            phone: props.address.phone,
            street: props.address.street,
            isDefault: props.address.isDefault,
          }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [props.opened, props.address?._id]);

  const v = form.values;
  const municipalities = usePlaces(v.districtId || null, Boolean(v.districtId));
  districtIsLeafRef.current = municipalities.isSuccess && municipalities.data.length === 0;
  const submit = form.onSubmit(async (values) => {
    const body = {
      label: values.label,
      recipientName: values.recipientName,
      phone: values.phone.trim(),
      addressId:
        values.areaId || values.municipalityId || (districtIsLeafRef.current ? values.districtId : ''),
      street: values.street,
      isDefault: values.isDefault,
    };
    const parsed = ZUserAddressRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        form.setFieldError(key === 'addressId' ? 'municipalityId' : key, issue.message);
      }
      return;
    }
    try {
      const res = await save.mutateAsync({ id: props.address?._id, body });
      props.onSaved?.(res.data);
      props.onClose();
    } catch (err) {
      applyFieldErrors(form, err);
      const addressError =
        err instanceof ApiError ? err.errors.find((e) => e.path === 'addressId') : undefined;
      if (addressError) form.setFieldError('municipalityId', addressError.message);
    }
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.address ? 'Edit address' : 'Add a delivery address'}
      size="lg"
      centered
      fullScreen={isPhone}
    >
      <Form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Recipient name"
              required
              autoComplete="name"
              {...form.getInputProps('recipientName')}
              data-testid="address-recipient"
            />
            <TextInput
              label="Mobile number"
              required
              inputMode="numeric"
              autoComplete="tel"
              placeholder="98XXXXXXXX"
              {...form.getInputProps('phone')}
              data-testid="address-phone"
            />
            <PlaceSelect
              label="State"
              testId="address-state"
              parentId={null}
              enabled
              required
              value={v.stateId}
              error={form.errors.stateId}
              onChange={(id) =>
                form.setValues({ stateId: id, districtId: '', municipalityId: '', areaId: '' })
              }
            />
            <PlaceSelect
              label="District"
              testId="address-district"
              parentId={v.stateId || null}
              enabled={Boolean(v.stateId)}
              required
              value={v.districtId}
              error={form.errors.districtId}
              onChange={(id) => form.setValues({ districtId: id, municipalityId: '', areaId: '' })}
            />
            <PlaceSelect
              label="Municipality"
              testId="address-municipality"
              parentId={v.districtId || null}
              enabled={Boolean(v.districtId)}
              required
              value={v.municipalityId}
              error={form.errors.municipalityId}
              emptyDescription="None listed for this district yet: the district is enough"
              onChange={(id) => form.setValues({ municipalityId: id, areaId: '' })}
            />
            <PlaceSelect
              label="Area (optional)"
              testId="address-area"
              parentId={v.municipalityId || null}
              enabled={Boolean(v.municipalityId)}
              value={v.areaId}
              error={form.errors.areaId}
              onChange={(id) => form.setFieldValue('areaId', id)}
            />
          </SimpleGrid>
          <TextInput
            label="Street, ward, landmark"
            autoComplete="address-line1"
            {...form.getInputProps('street')}
            data-testid="address-street"
          />
          <TextInput label="Label" placeholder="Home, Office…" {...form.getInputProps('label')} />
          <Checkbox
            label="Use as my default address"
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="address-save">
              Save address
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
