'use client';

import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { PlainTextField } from '@/components/form/plain-text-field';
import { PasswordRulesChecklist } from './password-rules-checklist';

type NewPasswordFieldsProps = {
  // Each form has its own value type; these fields only read and bind two string fields of it.
  // biome-ignore lint/suspicious/noExplicitAny: the form's value type differs per caller
  form: UseFormReturnType<any>;
  /** The form field holding the new password (`password` or `newPassword`). */
  field: string;
  /** Prefix of the ids that tie the rules checklist to the input. */
  idPrefix: string;
  label?: string;
  confirmLabel?: string;
  withPlaceholders?: boolean;
};

/** The new password with its live rules checklist, and the confirmation, as every form shows them. */
export function NewPasswordFields({
  form,
  field,
  idPrefix,
  label = 'New password',
  confirmLabel = 'Confirm new password',
  withPlaceholders = false,
}: NewPasswordFieldsProps) {
  const rulesId = `${idPrefix}-password-rules`;
  return (
    <>
      <Stack gap="xs">
        <PlainTextField
          type="password"
          label={label}
          placeholder={withPlaceholders ? 'Choose a password' : undefined}
          autoComplete="new-password"
          leftSection={<IconLock aria-hidden size={16} />}
          withAsterisk
          aria-describedby={rulesId}
          {...form.getInputProps(field)}
        />
        <PasswordRulesChecklist id={rulesId} value={String(form.getValues()[field] ?? '')} />
      </Stack>
      <PlainTextField
        type="password"
        label={confirmLabel}
        placeholder={withPlaceholders ? 'Type it again' : undefined}
        autoComplete="new-password"
        leftSection={<IconLock aria-hidden size={16} />}
        withAsterisk
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
