'use client';

import {
  type TCreateAdminRequest,
  type TUserWriteResponse,
  ZCreateAdminRequest,
  ZGrantAdminRequest,
} from '@bazaar/shared/user';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminUserKeys } from './queries';

type Mode = 'existing' | 'new';

/** Make an existing account an admin (by its email), or create a new admin account. */
export function AddAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('existing');
  const existing = useForm<{ email: string }>({
    initialValues: { email: '' },
    validate: zodFormValidate(ZGrantAdminRequest),
  });
  const created = useForm<TCreateAdminRequest>({
    initialValues: { fullName: '', email: '', password: '', isSuperAdmin: false },
    validate: zodFormValidate(ZCreateAdminRequest),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty forms each time the dialog opens
  useEffect(() => {
    if (opened) {
      existing.reset();
      created.reset();
    }
  }, [opened]);

  const grant = useApiMutation<{ email: string }, TUserWriteResponse>(
    (body, fetcher) => fetcher('/admin/admins/existing', { method: 'POST', body }),
    { invalidate: [adminUserKeys.all], onSuccess: onClose },
  );
  const create = useApiMutation<TCreateAdminRequest, TUserWriteResponse>(
    (body, fetcher) => fetcher('/admin/admins', { method: 'POST', body }),
    { invalidate: [adminUserKeys.all], onSuccess: onClose },
  );

  const submitExisting = existing.onSubmit(async (values) => {
    try {
      await grant.mutateAsync(ZGrantAdminRequest.parse(values));
    } catch (err) {
      applyFieldErrors(existing, err);
    }
  });
  const submitNew = created.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(created, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Add an admin" centered size="md">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label="How to add the admin"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'existing', label: 'Existing account' },
            { value: 'new', label: 'New account' },
          ]}
        />
        {mode === 'existing' ? (
          <Form onSubmit={submitExisting} noValidate>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                The account gets the Admin role and is signed out once, so the admin menus appear at the next
                sign-in.
              </Text>
              <TextInput
                label="Email of the account"
                type="email"
                withAsterisk
                {...existing.getInputProps('email')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={grant.isPending}>
                  Make admin
                </Button>
              </Group>
            </Stack>
          </Form>
        ) : (
          <Form onSubmit={submitNew} noValidate>
            <Stack gap="md">
              <TextInput
                label="Full name"
                withAsterisk
                autoComplete="off"
                {...created.getInputProps('fullName')}
              />
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="off"
                {...created.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                description="Tell it to them privately; they should change it after signing in."
                withAsterisk
                autoComplete="new-password"
                {...created.getInputProps('password')}
              />
              <Checkbox
                label="Super admin"
                description="Can also manage admins, ads and site settings."
                {...created.getInputProps('isSuperAdmin', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Create admin
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Modal>
  );
}
