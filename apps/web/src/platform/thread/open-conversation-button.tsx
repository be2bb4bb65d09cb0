'use client';

import type { TThreadSubject } from '@bazaar/shared/thread-constants';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { IntentLink } from '@/components/intent-link';
import { useSession } from '@/lib/session-client';
import { buildSignInHref } from '@/lib/sign-in-href';
import { signedInLazy } from '@/lib/signed-in-part';
import type { MessagesArea } from './thread-href';

export type OpenConversationProps = {
  kind: TThreadSubject;
  /** What the page names: the order's, product's or application's id. */
  subjectRef: string;
  area?: MessagesArea;
  label: string;
  testId?: string;
  /** The user on the other side of the conversation, when the page knows it: it is not shown to them. */
  otherUserId?: string;
} & Omit<ButtonProps, 'children'>;

// Opening a conversation is a write through the query library (the inbox's lists follow it): it loads
// with it for a signed-in reader only, the button held in its place meanwhile (decision 065).
const OpenConversationAction = lazy(
  signedInLazy(() => import('./open-conversation-action').then((m) => m.OpenConversationAction)),
);

/**
 * Opens (or finds) the conversation about what a page shows (an order, a product, an application) and
 * shows it on the Messages page of `area`. A visitor is sent to sign in first; the person the
 * conversation would be with (`otherUserId`, e.g. the store's owner on its own product) sees nothing.
 */
export function OpenConversationButton(props: OpenConversationProps) {
  const { kind, subjectRef, area, label, testId, otherUserId, ...button } = props;
  const { data: session, status } = useSession();
  const pathname = usePathname();
  const icon = <IconMessageCircle aria-hidden size={16} />;
  if (otherUserId && session?.user.id === otherUserId) return null;
  if (status === 'unauthenticated') {
    return (
      <Button
        component={IntentLink}
        href={buildSignInHref(pathname)}
        variant="light"
        leftSection={icon}
        {...button}
      >
        {label}
      </Button>
    );
  }
  const waiting = (
    <Button variant="light" leftSection={icon} disabled data-testid={testId} {...button}>
      {label}
    </Button>
  );
  if (status !== 'authenticated') return waiting;
  return (
    <Suspense fallback={waiting}>
      <OpenConversationAction {...props} />
    </Suspense>
  );
}
