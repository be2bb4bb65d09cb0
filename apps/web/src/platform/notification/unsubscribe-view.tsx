'use client';

import type { TUnsubscribeInfo } from '@bazaar/shared/notification-choices';
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/intent-link';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AuthCard } from '../auth/auth-card';

type UnsubscribeViewProps = { token: string };

/**
 * /unsubscribe?token=…, the page an email's unsubscribe link opens: shows which emails the link turns
 * off and turns them off only when the button is pressed (mail scanners open links; decision 050).
 * No sign-in: the token is signed by the API.
 */
export function UnsubscribeView({ token }: UnsubscribeViewProps) {
  const path = `/notification/unsubscribe?token=${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ['notification', 'unsubscribe', token],
    queryFn: ({ signal }) => apiFetch<{ data: TUnsubscribeInfo }>(path, { signal }),
    enabled: token.length > 0,
    retry: false,
    // The page says what is wrong with the link; no toast beside it.
    meta: { ownError: true },
  });
  const turnOff = useApiMutation(
    // biome-ignore lint/suspicious/noConfusingVoidType: lets the button call `mutate()` with no variables
    (_: void) => apiFetch<{ message: string; data: TUnsubscribeInfo }>(path, { method: 'POST' }),
  );

  const settingsLink = (
    <Anchor component={IntentLink} href="/user/settings/notifications" underline="always">
      notification settings
    </Anchor>
  );

  if (token.length === 0 || info.error) {
    const message =
      info.error instanceof ApiError && info.error.status === 400
        ? 'This unsubscribe link is not valid: it may have been changed or cut short. Use the link of a recent email, or choose in your notification settings.'
        : 'We could not read this unsubscribe link. Try again in a moment.';
    return (
      <AuthCard title="Unsubscribe">
        <Alert color="red" variant="light" title="Link not valid">
          {message}
        </Alert>
        <Text size="sm">Signed in? Choose every email in your {settingsLink}.</Text>
      </AuthCard>
    );
  }

  const data = turnOff.data?.data ?? info.data?.data;
  if (!data) {
    return (
      <AuthCard title="Unsubscribe">
        <Skeleton height={20} />
        <Skeleton height={36} />
      </AuthCard>
    );
  }

  if (!data.isOn) {
    return (
      <AuthCard title="Unsubscribe">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="You are unsubscribed"
        >
          You will get no more {data.label} emails at {data.email}. The bell and push keep their own choices.
        </Alert>
        <Text size="sm">Changed your mind? Turn them back on in your {settingsLink}.</Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={`Stop ${data.label} emails?`} description={`Sent to ${data.email}`}>
      <Stack gap="md">
        <Text>
          You get emails about: {data.about.charAt(0).toLowerCase()}
          {data.about.slice(1)}. Unsubscribe to stop the {data.label} emails; everything else stays as you
          chose.
        </Text>
        <Button
          leftSection={<IconMailOff size={18} aria-hidden />}
          loading={turnOff.isPending}
          onClick={() => turnOff.mutate()}
        >
          Unsubscribe from {data.label} emails
        </Button>
      </Stack>
    </AuthCard>
  );
}
