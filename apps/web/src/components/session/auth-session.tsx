'use client';

import { SESSION_REFETCH_SECONDS } from '@bazaar/shared/constants';
import type { Session } from 'next-auth';
import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { type ReactNode, useEffect, useState } from 'react';
import { isTokenExpired } from '@/lib/token-expiry';

/**
 * The session last seen in this browser tab. A layout's provider mounts again when the visitor
 * moves between the public pages and a signed-in area; it starts from this instead of "signed out".
 * Browser only: on the server a module value would be shared by every visitor.
 */
let lastKnownSession: Session | null | undefined;

type AuthSessionProps = {
  /**
   * The session when the layout read it on the server (the signed-in areas). The public pages are
   * cached and the same for everyone, so they pass none: the browser asks for it after the page
   * arrives, and the header shows placeholders of the same size until then.
   */
  session?: Session | null;
  children: ReactNode;
};

/** NextAuth's session for a layout's pages (README "Session and notifications", "Fast pages"). */
export function AuthSession({ session, children }: AuthSessionProps) {
  const [initial] = useState(() =>
    session !== undefined ? session : typeof window === 'undefined' ? undefined : lastKnownSession,
  );
  return (
    <SessionProvider session={initial} refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus={false}>
      <RememberSession />
      <SignOutWhenTokenExpires />
      {children}
    </SessionProvider>
  );
}

function RememberSession() {
  const { data, status } = useSession();
  useEffect(() => {
    if (status !== 'loading') lastKnownSession = data;
  }, [data, status]);
  return null;
}

/** An expired access token counts as no session: end the NextAuth session when it runs out. */
function SignOutWhenTokenExpires() {
  const { data } = useSession();
  const expiresAt = data?.user?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    if (isTokenExpired(expiresAt)) {
      void signOut({ callbackUrl: '/login' });
      return;
    }
    const ms = Date.parse(expiresAt) - Date.now();
    // setTimeout overflows past ~24.8 days; the periodic session refetch re-arms it anyway.
    if (ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void signOut({ callbackUrl: '/login' }), ms);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
