'use client';

import type { TThreadAttachment, TThreadMessage, TThreadParticipant } from '@bazaar/shared/thread';
import { threadAttachmentPath } from '@bazaar/shared/thread-constants';
import { Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { formatRelativeTime } from '@/lib/relative-time';
import { showErrorToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';
import { ReportButton } from '../moderation/report-button';

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A picture or PDF sent in the conversation: downloaded with the reader's session (only its people may). */
export function AttachmentButton({ threadId, file }: { threadId: string; file: TThreadAttachment }) {
  const fetcher = useApiFetch();
  const [isLoading, setLoading] = useState(false);
  async function download() {
    setLoading(true);
    try {
      const blob = await fetcher<Blob>(threadAttachmentPath(threadId, file._id), { as: 'blob' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setLoading(false);
    }
  }
  const Icon = file.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Button
      variant="default"
      size="xs"
      radius="md"
      leftSection={<Icon aria-hidden size={16} />}
      loading={isLoading}
      onClick={() => void download()}
      aria-label={`Download ${file.name} (${formatSize(file.size)})`}
      data-testid="thread-attachment"
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {file.name}
    </Button>
  );
}

/** A participant's picture, or their initials in a colour of their own. */
export function PersonAvatar({ person, size = 32 }: { person: TThreadParticipant; size?: number }) {
  return (
    <Avatar
      src={resolveImageUrl(person.image)}
      alt={person.fullName}
      name={person.fullName}
      color="initials"
      size={size}
      radius="xl"
    />
  );
}

type ThreadMessageProps = {
  message: TThreadMessage;
  isMine: boolean;
  /** The sender's name and picture start a run of messages from one person; later ones leave them out. */
  startsRun: boolean;
  /** Offers "Report" under the others' messages (not on an admin's read-only view). */
  reportable?: boolean;
};

/** One message: mine on the right in the brand colour, the others' on the left with their picture. */
export function ThreadMessage({ message, isMine, startsRun, reportable = true }: ThreadMessageProps) {
  return (
    <Group
      data-testid="thread-message"
      data-mine={isMine || undefined}
      justify={isMine ? 'flex-end' : 'flex-start'}
      align="flex-end"
      gap={8}
      wrap="nowrap"
      mt={startsRun ? 'sm' : 4}
    >
      {isMine ? null : (
        <Box w={32} style={{ flexShrink: 0 }}>
          {startsRun ? <PersonAvatar person={message.sender} /> : null}
        </Box>
      )}
      <Box maw="min(80%, 560px)" miw={0}>
        {startsRun && !isMine ? (
          <Text size="xs" fw={600} c="dimmed" mb={2} ml={4}>
            {message.sender.fullName}
          </Text>
        ) : null}
        <Box
          px="sm"
          py={8}
          style={{
            borderRadius: 16,
            borderBottomRightRadius: isMine ? 4 : 16,
            borderBottomLeftRadius: isMine ? 16 : 4,
            background: isMine ? 'var(--mantine-primary-color-filled)' : 'var(--bz-bubble-bg)',
            color: isMine ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
          }}
        >
          {message.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c="inherit">
              {message.body}
            </Text>
          ) : null}
          {message.attachments.length > 0 ? (
            <Stack gap={4} mt={message.body ? 6 : 0} align={isMine ? 'flex-end' : 'flex-start'}>
              {message.attachments.map((file) => (
                <AttachmentButton key={file._id} threadId={message.threadId} file={file} />
              ))}
            </Stack>
          ) : null}
        </Box>
        <Text
          component="time"
          dateTime={message.createdAt}
          title={formatDateTime(message.createdAt)}
          size="xs"
          c="dimmed"
          mt={2}
          mx={4}
          display="block"
          ta={isMine ? 'right' : 'left'}
        >
          {isMine ? 'You · ' : ''}
          {formatRelativeTime(message.createdAt)}
        </Text>
        {isMine || !reportable ? null : (
          <ReportButton kind="message" subjectId={message._id} label="Report" compact />
        )}
      </Box>
    </Group>
  );
}
