'use client';

import type { TContactMessageWriteResponse, TMessageReplyRequest } from '@bazaar/shared/message';
import { ZMessageReplyRequest } from '@bazaar/shared/message';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArchive, IconArchiveOff, IconMail, IconMailOpened, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { messageKeys, useMessage } from './queries';

type Props = { id: string | null; onClose: () => void };

/** One message: what the visitor wrote, the answers sent, a reply box, read/unread and archive. */
export function MessageDrawer({ id, onClose }: Props) {
  const { data: message, isLoading } = useMessage(id);
  const invalidate = [messageKeys.all];
  const markedRef = useRef<string | null>(null);

  const setRead = useApiMutation<
    { id: string; isRead: boolean; quiet?: boolean },
    TContactMessageWriteResponse
  >(
    ({ id: messageId, isRead }, fetcher) =>
      fetcher(`/admin/messages/${messageId}/read`, { method: 'PUT', body: { isRead } }),
    { invalidate },
  );
  const markReadQuietly = useApiMutation<string, TContactMessageWriteResponse>(
    (messageId, fetcher) =>
      fetcher(`/admin/messages/${messageId}/read`, { method: 'PUT', body: { isRead: true } }),
    { invalidate, successToast: false },
  );
  const archive = useApiMutation<{ id: string; isArchived: boolean }, TContactMessageWriteResponse>(
    ({ id: messageId, isArchived }, fetcher) =>
      fetcher(`/admin/messages/${messageId}/archive`, { method: 'PUT', body: { isArchived } }),
    { invalidate, onSuccess: onClose },
  );
  const form = useForm<TMessageReplyRequest>({
    initialValues: { body: '' },
    validate: zodFormValidate(ZMessageReplyRequest),
  });
  const reply = useApiMutation<{ id: string; body: string }, TContactMessageWriteResponse>(
    ({ id: messageId, body }, fetcher) =>
      fetcher(`/admin/messages/${messageId}/reply`, { method: 'POST', body: { body } }),
    { invalidate, onSuccess: () => form.reset() },
  );

  // Opening an unread message reads it (once per opening).
  // biome-ignore lint/correctness/useExhaustiveDependencies: act on a newly loaded message only
  useEffect(() => {
    if (message && !message.isRead && markedRef.current !== message._id) {
      markedRef.current = message._id;
      markReadQuietly.mutate(message._id);
    }
  }, [message?._id, message?.isRead]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh reply box per message
  useEffect(() => {
    form.reset();
    if (!id) markedRef.current = null;
  }, [id]);

  const submit = form.onSubmit(async (values) => {
    if (!id) return;
    try {
      await reply.mutateAsync({ id, body: values.body });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>Message</Text>}
    >
      {isLoading || !message ? (
        <Stack gap="sm">
          <Skeleton h={24} w="60%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="md" data-testid="message-detail">
          <Stack gap={4}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Title>
            <Text size="sm">
              {message.name} ·{' '}
              <Anchor href={`mailto:${message.email}`} inherit>
                {message.email}
              </Anchor>
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt)}
              </Text>
              {message.repliedAt ? (
                <Badge size="sm" color="teal" variant="light">
                  Replied
                </Badge>
              ) : null}
              {message.isArchived ? (
                <Badge size="sm" color="gray" variant="light">
                  Archived
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Paper withBorder radius="md" p="md">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Text>
          </Paper>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={
                message.isRead ? <IconMail aria-hidden size={14} /> : <IconMailOpened aria-hidden size={14} />
              }
              loading={setRead.isPending}
              onClick={() => setRead.mutate({ id: message._id, isRead: !message.isRead })}
            >
              {message.isRead ? 'Mark as unread' : 'Mark as read'}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={
                message.isArchived ? (
                  <IconArchiveOff aria-hidden size={14} />
                ) : (
                  <IconArchive aria-hidden size={14} />
                )
              }
              loading={archive.isPending}
              onClick={() => archive.mutate({ id: message._id, isArchived: !message.isArchived })}
            >
              {message.isArchived ? 'Back to inbox' : 'Archive'}
            </Button>
          </Group>

          {message.replies.length > 0 ? (
            <Stack gap="xs">
              <Divider label="Replies sent" labelPosition="left" />
              {message.replies.map((r) => (
                <Paper
                  key={r._id}
                  radius="md"
                  p="sm"
                  bg="var(--mantine-color-default-hover)"
                  data-testid="message-reply"
                >
                  <Text size="xs" c="dimmed" mb={4}>
                    {r.adminName} · {formatDateTime(r.createdAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : null}

          <Form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={`Reply to ${message.name}`}
                description="Goes out by email with the “Contact reply” template."
                autosize
                minRows={4}
                maxLength={5000}
                withAsterisk
                {...form.getInputProps('body')}
              />
              <Button
                type="submit"
                leftSection={<IconSend aria-hidden size={16} />}
                loading={reply.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                Send reply
              </Button>
            </Stack>
          </Form>
        </Stack>
      )}
    </Drawer>
  );
}
