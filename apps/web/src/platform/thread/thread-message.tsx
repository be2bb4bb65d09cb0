'use client';

import type { TThreadMessage, TThreadParticipant } from '@bazaar/shared/thread';
import { Avatar, Box, Group, Text } from '@mantine/core';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { ReportButton } from '../moderation/report-button';

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
};

/** One message: mine on the right in the brand colour, the others' on the left with their picture. */
export function ThreadMessage({ message, isMine, startsRun }: ThreadMessageProps) {
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
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c="inherit">
            {message.body}
          </Text>
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
        {isMine ? null : <ReportButton kind="message" subjectId={message._id} label="Report" compact />}
      </Box>
    </Group>
  );
}
