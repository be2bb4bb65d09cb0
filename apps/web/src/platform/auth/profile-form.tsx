'use client';

import {
  type TProfileWriteResponse,
  type TUpdateProfileRequest,
  type TUser,
  ZUpdateProfileRequest,
} from '@bazaar/shared/auth';
import { Button, Divider, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPhone, IconUser } from '@tabler/icons-react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { profileKeys } from '@/platform/auth/queries';
import { AvatarUpload } from './avatar-upload';

type ProfileFormValues = { fullName: string; phone: string };

/** Edits the account profile: photo (saved on its own as soon as it is picked), full name and mobile number. */
export function ProfileForm({ profile }: { profile: TUser }) {
  const { update } = useSession();

  const form = useForm<ProfileFormValues>({
    initialValues: { fullName: profile.fullName, phone: profile.phone ?? '' },
    validate: zodFormValidate(ZUpdateProfileRequest),
    validateInputOnBlur: true,
  });

  const saveProfile = useApiMutation<TUpdateProfileRequest, TProfileWriteResponse>(
    (body, fetcher) => fetcher<TProfileWriteResponse>('/auth/my-profile', { method: 'PUT', body }),
    // The header reads name and photo from the session, so refresh it along with the profile query.
    { invalidate: [profileKeys.all], onSuccess: () => void update() },
  );

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await saveProfile.mutateAsync(ZUpdateProfileRequest.parse(values));
      const saved = { fullName: res.data.fullName, phone: res.data.phone ?? '' };
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (err) {
      // 409 when the number belongs to another account; the toast is already shown.
      applyFieldErrors(form, err);
    }
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Edit profile
          </Title>
          <Text size="sm" c="dimmed">
            Your name and photo appear on your orders, tasks, reviews and applications.
          </Text>
        </Stack>
        <AvatarUpload profile={profile} />
        <Divider />
        <Form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Full name"
              autoComplete="name"
              leftSection={<IconUser aria-hidden size={16} />}
              withAsterisk
              {...form.getInputProps('fullName')}
            />
            <TextInput
              label="Email"
              value={profile.email}
              readOnly
              disabled
              description="Your email cannot be changed."
            />
            <TextInput
              label="Mobile number"
              type="tel"
              placeholder="98XXXXXXXX"
              autoComplete="tel"
              description="Optional. You can sign in with it too."
              leftSection={<IconPhone aria-hidden size={16} />}
              {...form.getInputProps('phone')}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => form.reset()}
                disabled={!form.isDirty() || form.submitting}
              >
                Discard
              </Button>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy aria-hidden size={16} />}
                loading={form.submitting}
                disabled={!form.isDirty()}
              >
                Save changes
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

export function ProfileFormSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading profile form">
      <Stack gap="lg">
        <Skeleton height={20} width={140} />
        <Group gap="lg" wrap="nowrap">
          <Skeleton circle height={96} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={28} width={130} />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Group>
        {[0, 1, 2].map((index) => (
          <Stack key={index} gap={6}>
            <Skeleton height={12} width={100} />
            <Skeleton height={36} />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Skeleton height={36} width={130} />
        </Group>
      </Stack>
    </Paper>
  );
}
