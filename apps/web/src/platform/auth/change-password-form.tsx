'use client';

import type { TChangePasswordResponse } from '@bazaar/shared/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { type TChangePasswordForm, ZChangePasswordForm } from '@/platform/auth/form-schemas';
import { NewPasswordFields } from '@/platform/auth/new-password-fields';

const EMPTY: TChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password. The API revokes every existing token, so the fresh token in the answer goes
 * straight into this session; otherwise the next call from this tab would answer 445 and sign out.
 */
export function ChangePasswordForm() {
  const { update } = useSession();
  const form = useForm<TChangePasswordForm>({
    initialValues: EMPTY,
    validate: zodFormValidate(ZChangePasswordForm),
    validateInputOnBlur: ['confirmPassword'],
  });

  const changePassword = useApiMutation<TChangePasswordForm, TChangePasswordResponse>(
    ({ oldPassword, newPassword }, fetcher) =>
      fetcher<TChangePasswordResponse>('/auth/change-password', {
        method: 'PUT',
        body: { oldPassword, newPassword },
      }),
  );

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await changePassword.mutateAsync(values);
      await update({ accessToken: res.data.accessToken, expiresAt: res.data.expiresAt });
      form.reset();
    } catch (err) {
      // A wrong current password comes back as a 400 on `oldPassword`.
      applyFieldErrors(form, err);
    }
  });

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          leftSection={<IconLock aria-hidden size={16} />}
          withAsterisk
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields form={form} field="newPassword" idPrefix="change" />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
