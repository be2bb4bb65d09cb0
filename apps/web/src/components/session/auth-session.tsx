'use client';

import { SESSION_REFETCH_SECONDS } from '@bazaar/shared/constants';
import type { Session } from 'next-auth';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-fetch';
import { SessionProvider, signOut, useSession } from '@/lib/session-client';
import { SESSION_ENDED_COOKIE } from '@/lib/session-ended';
import { showErrorToast } from '@/lib/toast';
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
      <RenewBeforeTokenExpires />
      <SayWhenSessionEnded />
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

/** Renew the access token this long before it runs out (a tab asleep past it renews on waking). */
const RENEW_AHEAD_MS = 60_000;

/**
 * The access token lives minutes (docs/decisions/033); the session refetch renews it, and this renews
 * it before it runs out when the refetch has not (a tab in the background, a laptop waking up). A
 * session the web server can no longer renew (signed out elsewhere) ends here.
 */
function RenewBeforeTokenExpires() {
  const { data, update } = useSession();
  const expiresAt = data?.user?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const renew = async () => {
      const next = await update();
      if (!next?.user?.accessToken || isTokenExpired(next.user.expiresAt))
        void signOut({ callbackUrl: '/login' });
    };
    const ms = Date.parse(expiresAt) - Date.now() - RENEW_AHEAD_MS;
    if (ms <= 0) {
      void renew();
      return;
    }
    // setTimeout overflows past ~24.8 days; the periodic session refetch re-arms it anyway.
    if (ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void renew(), ms);
    return () => clearTimeout(timer);
  }, [expiresAt, update]);
  return null;
}

/**
 * The web server found the session ended by the API (signed out elsewhere, a password changed
 * elsewhere) and left word of it: say so as a 445 from the API would, and go to the sign-in page.
 */
function SayWhenSessionEnded() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const marker = `${SESSION_ENDED_COOKIE}=`;
    if (!document.cookie.split('; ').some((c) => c.startsWith(marker))) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server set for this one message.
    document.cookie = `${SESSION_ENDED_COOKIE}=; path=/; max-age=0`;
    showErrorToast(new ApiError(445, 'Session ended', 'Your session has ended. Please sign in again.'), {
      ended: true,
    });
  }, [status]);
  return null;
}
