'use client';

import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import type { OpenConversationProps } from './open-conversation-button';
import { useOpenThread } from './queries';
import { threadHref } from './thread-href';

/** A signed-in reader's "Ask the seller" (or "Message …"): opens the conversation and goes to it. */
export function OpenConversationAction({
  kind,
  subjectRef,
  area = 'user',
  label,
  testId,
  otherUserId: _otherUserId,
  ...button
}: OpenConversationProps) {
  const router = useRouter();
  const open = useOpenThread();
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle aria-hidden size={16} />}
      loading={open.isPending}
      data-testid={testId}
      onClick={() =>
        open.mutate(
          { kind, ref: subjectRef },
          { onSuccess: (res) => router.push(threadHref(res.data.subject, area)) },
        )
      }
      {...button}
    >
      {label}
    </Button>
  );
}
