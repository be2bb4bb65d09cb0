'use client';

import {
  isLockedChoice,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPIC_INFO,
  NOTIFICATION_TOPICS,
  type TNotificationChannel,
  type TNotificationChoices,
  type TNotificationTopic,
} from '@bazaar/shared/notification-choices';
import { Center, Paper, Skeleton, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';
import { PushDeviceCard } from './push-device-card';

const choicesKey = ['notification', 'choices'] as const;

/** /user/settings/notifications: each topic on each channel, saved as it is switched. */
export function NotificationChoicesView() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: choicesKey,
    queryFn: ({ signal }) => fetcher<{ data: TNotificationChoices }>('/notification/choices', { signal }),
    enabled: status === 'authenticated',
  });
  const save = useApiMutation(
    (change: { topic: TNotificationTopic; channel: TNotificationChannel; on: boolean }, f) =>
      f<{ message: string; data: TNotificationChoices }>('/notification/choices', {
        method: 'PUT',
        body: { [change.topic]: { [change.channel]: change.on } },
      }),
    { onSuccess: (res) => queryClient.setQueryData(choicesKey, { data: res.data }) },
  );
  const choices = query.data?.data;

  return (
    <>
      <PageHeader
        title="Notification settings"
        description="Choose how you hear about each part of Bazaar: in the app (the bell), by email, or as a push notification on the devices you allow."
      />
      <Stack gap="xl">
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'xl' }}
          component="section"
          aria-labelledby="choices-title"
        >
          <Title order={2} size="h4" id="choices-title" mb="sm">
            What you are told, and where
          </Title>
          {query.isError ? (
            <LoadError what="notification settings" />
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm" data-testid="notification-choices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Topic</Table.Th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <Table.Th key={channel} scope="col" ta="center">
                        {NOTIFICATION_CHANNEL_LABELS[channel]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {NOTIFICATION_TOPICS.map((topic) => (
                    <Table.Tr key={topic} data-testid={`choices-${topic}`}>
                      <Table.Th scope="row" fw={400}>
                        <Text fw={600} size="sm">
                          {NOTIFICATION_TOPIC_INFO[topic].label}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {NOTIFICATION_TOPIC_INFO[topic].about}
                        </Text>
                      </Table.Th>
                      {NOTIFICATION_CHANNELS.map((channel) => {
                        const locked = isLockedChoice(topic, channel);
                        const label = `${NOTIFICATION_TOPIC_INFO[topic].label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`;
                        return (
                          <Table.Td key={channel} ta="center">
                            {choices ? (
                              <Center>
                                <Switch
                                  // A label of its own, hidden (the row and column say it), so the switch's label names it.
                                  label={<VisuallyHidden>{label}</VisuallyHidden>}
                                  checked={choices[topic][channel]}
                                  disabled={locked || save.isPending}
                                  description={locked ? 'Always on' : undefined}
                                  onChange={(event) =>
                                    save.mutate({ topic, channel, on: event.currentTarget.checked })
                                  }
                                />
                              </Center>
                            ) : (
                              <Skeleton height={20} width={36} mx="auto" radius="xl" />
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            Emails about your account (sign-ins, passwords, your store application) are always sent.
          </Text>
        </Paper>
        <PushDeviceCard />
      </Stack>
    </>
  );
}
