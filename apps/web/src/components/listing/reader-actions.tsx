'use client';

import type { ComponentType } from 'react';
import { useSession } from '@/lib/session-client';
import { ActionsSkeleton, SignInButton } from './detail-parts';

/**
 * A detail page's personal island (a task's, a job's, a rental's): a visitor is asked to sign in (when
 * the listing takes what signing in leads to), and a signed-in reader gets `Reader`, which loads with
 * its queries only then (decision 064). The skeleton holds the place while the session or the part loads.
 */
export function ReaderActions<P extends object>({
  signIn,
  Reader,
  props,
}: {
  signIn: { path: string; testId: string; label: string } | null;
  /** The signed-in reader's part, loaded with its queries (`signedInPart`). */
  Reader: ComponentType<P>;
  props: P;
}) {
  const { status } = useSession();
  if (status === 'unauthenticated') {
    return signIn ? (
      <SignInButton path={signIn.path} testId={signIn.testId}>
        {signIn.label}
      </SignInButton>
    ) : null;
  }
  if (status === 'loading') return <ActionsSkeleton />;
  return <Reader {...props} />;
}
