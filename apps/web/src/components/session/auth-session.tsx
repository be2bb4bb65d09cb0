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
   * A signed-in area. Every layout's pages are cached and the same for everyone, so the browser asks
   * for the session after the page arrives (the header shows placeholders of the same size until
   * then). A public page starts from the session this tab last saw; an area asks afresh, so a role
   * the proxy has just found (an approved vendor) shows at once.
   */
  area?: boolean;
  children: ReactNode;
};

/**
 * NextAuth's session for a layout's pages (docs/product-rules.md "Session and notifications", "Fast pages").
 */
export function AuthSession({ area = false, children }: AuthSessionProps) {
  const [initial] = useState(() => (typeof window === 'undefined' || area ? undefined : lastKnownSession));
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
