'use client';

import { type TContactRequest, ZContactRequest } from '@bazaar/shared/message';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { apiFetch } from '@/lib/api-client';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';

const EMPTY: TContactRequest = { name: '', email: '', subject: '', message: '' };

/** The /contact form: checked with the API's own schema; the success toast and a note say it arrived. */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TContactRequest>({ initialValues: EMPTY, validate: zodFormValidate(ZContactRequest) });
  const send = useApiMutation<TContactRequest, TMessageResponse>((body) =>
    apiFetch<TMessageResponse>('/contact', { method: 'POST', body }),
  );

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(ZContactRequest.parse(values));
      setSentTo(values.email.trim());
      form.reset();
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="md">
        {sentTo ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden size={18} />}
            title="Message sent"
            withCloseButton
            onClose={() => setSentTo(null)}
            data-testid="contact-sent"
          >
            Thank you. We answer by email to {sentTo}, usually within a working day.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput label="Subject" withAsterisk maxLength={150} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          leftSection={<IconSend aria-hidden size={16} />}
          loading={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Send message
        </Button>
      </Stack>
    </Form>
  );
}
