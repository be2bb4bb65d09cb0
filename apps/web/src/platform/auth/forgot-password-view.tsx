'use client';

import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@bazaar/shared/auth';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { runApiAction } from '@/lib/api-action';
import { apiFetch } from '@/lib/api-client';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { AuthCard } from './auth-card';

export function ForgotPasswordView() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  const form = useForm<TForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: zodFormValidate(ZForgotPasswordRequest),
  });

  const requestCode = (email: string) =>
    runApiAction(() =>
      apiFetch<TMessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } }),
    );

  const handleSubmit = form.onSubmit(async (values) => {
    const email = ZForgotPasswordRequest.parse(values).email;
    try {
      const res = await requestCode(email);
      setSentTo({ email, message: res.message });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const resetHref = `/reset-password${sentTo ? `?email=${encodeURIComponent(sentTo.email)}` : ''}`;

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a 6-digit code to reset it."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={IntentLink} href="/login" fw={600}>
            Back to sign in
          </Anchor>
        </>
      }
    >
      {sentTo ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck aria-hidden size={18} />}
            title="Check your email"
          >
            <Text size="sm">{sentTo.message}</Text>
            <Text size="sm" mt={6}>
              The code is valid for 15 minutes.
            </Text>
          </Alert>
          <Button component={IntentLink} href={resetHref} fullWidth size="md">
            Enter the code
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)} fullWidth>
            Use a different email
          </Button>
        </Stack>
      ) : (
        <Form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              placeholder="you@example.com"
              autoComplete="email"
              leftSection={<IconMail aria-hidden size={16} />}
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth size="md" loading={form.submitting}>
              Send reset code
            </Button>
            <Text size="sm" ta="center">
              Already have a code?{' '}
              <Anchor component={IntentLink} href="/reset-password" underline="always">
                Reset your password
              </Anchor>
            </Text>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
}
