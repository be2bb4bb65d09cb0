'use client';

import { ZResetPasswordRequest } from '@bazaar/shared/auth';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import { Anchor, Button, Input, PinInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { Form } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { runApiAction } from '@/lib/api-action';
import { apiFetch } from '@/lib/api-client';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { AuthCard } from './auth-card';
import { type TResetPasswordForm, ZResetPasswordForm } from './form-schemas';
import { NewPasswordFields } from './new-password-fields';

type ResetPasswordViewProps = { email: string };

export function ResetPasswordView({ email }: ResetPasswordViewProps) {
  const router = useRouter();

  const form = useForm<TResetPasswordForm>({
    initialValues: { email, code: '', newPassword: '', confirmPassword: '' },
    validate: zodFormValidate(ZResetPasswordForm),
    validateInputOnBlur: ['email', 'confirmPassword'],
  });

  const resetPassword = (values: TResetPasswordForm) => {
    const { confirmPassword: _confirm, ...request } = values;
    return apiFetch<TMessageResponse>('/auth/reset-password', {
      method: 'POST',
      body: ZResetPasswordRequest.parse(request),
    });
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await runApiAction(() => resetPassword(values));
    } catch (err) {
      // A wrong or expired code comes back as a 400 on `code`.
      applyFieldErrors(form, err);
      return;
    }
    router.push('/login');
  });

  const codeError = form.errors.code;

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the 6-digit code we emailed you and choose a new password."
      footer={
        <>
          No code yet?{' '}
          <Anchor component={IntentLink} href="/forgot-password" fw={600}>
            Send a code
          </Anchor>
        </>
      }
    >
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
          <Input.Wrapper label="Code from the email" withAsterisk error={codeError} id="reset-code">
            <PinInput
              id="reset-code"
              length={6}
              type="number"
              oneTimeCode
              size="md"
              gap="xs"
              mt={4}
              ariaLabel="6-digit code"
              value={form.values.code}
              onChange={(value) => {
                form.setFieldValue('code', value);
                form.clearFieldError('code');
              }}
              error={Boolean(codeError)}
            />
          </Input.Wrapper>
          <NewPasswordFields form={form} field="newPassword" idPrefix="reset" withPlaceholders />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Reset password
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
