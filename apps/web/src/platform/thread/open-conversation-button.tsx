'use client';

import type { TThreadSubject } from '@bazaar/shared/thread-constants';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from '@/lib/session-client';
import { buildSignInHref } from '@/lib/sign-in-href';
import { useOpenThread } from './queries';
import { type MessagesArea, threadHref } from './thread-href';

/**
 * Opens (or finds) the conversation about what a page shows (an order, a product, an application) and
 * shows it on the Messages page of `area`. A visitor is sent to sign in first; the person the
 * conversation would be with (`otherUserId`, e.g. the store's owner on its own product) sees nothing.
 */
export function OpenConversationButton({
  kind,
  subjectRef,
  area = 'user',
  label,
  testId,
  otherUserId,
  ...button
}: {
  kind: TThreadSubject;
  /** What the page names: the order's, product's or application's id. */
  subjectRef: string;
  area?: MessagesArea;
  label: string;
  testId?: string;
  /** The user on the other side of the conversation, when the page knows it: it is not shown to them. */
  otherUserId?: string;
} & Omit<ButtonProps, 'children'>) {
  const { data: session, status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const open = useOpenThread();
  const icon = <IconMessageCircle aria-hidden size={16} />;
  if (otherUserId && session?.user.id === otherUserId) return null;
  if (status === 'unauthenticated') {
    return (
      <Button
        component={Link}
        href={buildSignInHref(pathname)}
        variant="light"
        leftSection={icon}
        {...button}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={icon}
      loading={open.isPending}
      disabled={status !== 'authenticated'}
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
