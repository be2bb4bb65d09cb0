'use client';

import { todayInNepal } from '@bazaar/shared/fields';
import { RENT_INQUIRY_MESSAGE_MAX, RENT_INQUIRY_MESSAGE_MIN } from '@bazaar/shared/rent-constants';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMyProfile } from '@/platform/auth/queries';
import { useSendInquiry } from './mutations';

type Values = { message: string; phone: string; visitDate: string };

const NEPALI_MOBILE = /^9[78]\d{8}$/;

/** Inquire about a listing: a message, a phone number the owner may call, a day to visit. */
export function InquiryFormModal({
  opened,
  onClose,
  listingId,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  listingId: string;
  title: string;
}) {
  const form = useForm<Values>({
    initialValues: {
      message: `Hello, is “${title}” still available? I would like to see it.`,
      phone: '',
      visitDate: '',
    },
    validate: {
      message: (v) =>
        v.trim().length < RENT_INQUIRY_MESSAGE_MIN
          ? `Message must be at least ${RENT_INQUIRY_MESSAGE_MIN} characters`
          : null,
      phone: (v) => (NEPALI_MOBILE.test(v.trim()) ? null : 'Phone must be a mobile number like 98XXXXXXXX'),
      // A typed date skips the picker's `min`: the same rule as the API, before sending.
      visitDate: (v) => (v && v < todayInNepal() ? 'The visit date cannot be in the past' : null),
    },
  });
  // The phone on the account, when it is a mobile number the owner can call, so it need not be typed.
  // Once per opening: a number the user clears stays cleared.
  const accountPhone = useMyProfile().data?.phone ?? '';
  const prefilled = useRef(false);
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (!opened) {
      prefilled.current = false;
      return;
    }
    if (prefilled.current || !NEPALI_MOBILE.test(accountPhone)) return;
    prefilled.current = true;
    if (!getValues().phone) setFieldValue('phone', accountPhone);
  }, [opened, accountPhone, getValues, setFieldValue]);
  const send = useSendInquiry(listingId, () => {
    form.reset();
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Inquire about this listing" centered>
      <Form
        noValidate
        onSubmit={form.onSubmit((values) =>
          send.mutate(
            {
              message: values.message.trim(),
              phone: values.phone.trim(),
              visitDate: values.visitDate || null,
            },
            { onError: (err) => applyFieldErrors(form, err) },
          ),
        )}
      >
        <Stack gap="md">
          <Textarea
            label="Message to the owner"
            description={`${form.values.message.length}/${RENT_INQUIRY_MESSAGE_MAX}`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={RENT_INQUIRY_MESSAGE_MAX}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <TextInput
            label="Your phone"
            description="The owner may call you on it"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98XXXXXXXX"
            {...form.getInputProps('phone')}
          />
          <TextInput
            type="date"
            label="Preferred visit date"
            description="Optional"
            min={todayInNepal()}
            {...form.getInputProps('visitDate')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send inquiry
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
