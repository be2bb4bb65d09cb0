'use client';

import type { Session } from 'next-auth';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

// The browser's side of NextAuth's REST API (`/api/auth/*`: session, csrf, callback, signout) with the
// calls and the context of `next-auth/react`, whose ES5 build with its generator runtime weighed 14 kB of
// every page's script (decision 051). The behaviour is next-auth's own: one session per tab, read when
// the provider mounts, on a poll, when the tab is shown again and when another tab signs in or out
// (a `nextauth.message` in localStorage); `update()` asks the server to renew it.

const AUTH_PATH = '/api/auth';
const MESSAGE_KEY = 'nextauth.message';

type SessionEvent = 'storage' | 'poll' | 'visibilitychange';
type UpdateSession = (data?: unknown) => Promise<Session | null | undefined>;

export type SessionContextValue =
  | { update: UpdateSession; data: Session; status: 'authenticated' }
  | { update: UpdateSession; data: null; status: 'unauthenticated' }
  // While loading (the first read, or an update) the session known before stays readable.
  | { update: UpdateSession; data: Session | null; status: 'loading' };

export type SignInResponse = { error: string | null; status: number; ok: boolean; url: string | null };

/** The tab's session as last read, and how the mounted provider reads it again. */
const tab: {
  session: Session | null | undefined;
  lastSync: number;
  refresh: (event?: SessionEvent) => Promise<void>;
} = { session: undefined, lastSync: 0, refresh: async () => {} };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A JSON call to NextAuth; `null` for an empty answer ({}) or one that failed. */
async function authFetch<T>(path: string, body?: unknown): Promise<T | null> {
  try {
    const res = await fetch(`${AUTH_PATH}/${path}`, {
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    });
    const data = await res.json();
    if (!res.ok) return null;
    return Object.keys(data).length > 0 ? (data as T) : null;
  } catch {
    return null;
  }
}

/** A form POST to NextAuth that answers `{ url }` instead of redirecting (`json: true`). */
async function authPost(path: string, fields: Record<string, string>) {
  const res = await fetch(`${AUTH_PATH}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken: (await getCsrfToken()) ?? '', json: 'true' }),
  });
  return { res, data: (await res.json()) as { url?: string } };
}

/** Tells the other tabs of this site that the session changed (they read it again). */
function broadcast(trigger: 'signout' | 'getSession'): void {
  try {
    localStorage.setItem(
      MESSAGE_KEY,
      JSON.stringify({ event: 'session', data: { trigger }, timestamp: nowSeconds() }),
    );
  } catch {
    // Storage may be full or blocked; the other tabs then learn it on their next poll.
  }
}

function go(url: string): void {
  window.location.href = url;
  if (url.includes('#')) window.location.reload();
}

export async function getCsrfToken(): Promise<string | undefined> {
  return (await authFetch<{ csrfToken: string }>('csrf'))?.csrfToken;
}

/** The session as the server sees it now (`null` when signed out). */
export async function getSession({ broadcast: tell = true }: { broadcast?: boolean } = {}) {
  const session = await authFetch<Session>('session');
  if (tell) broadcast('getSession');
  return session;
}

/**
 * Signs in with the credentials provider (the only one): with `redirect: false` it answers what
 * happened and the tab reads its new session; otherwise the browser goes where NextAuth says.
 */
export async function signIn(
  provider: 'credentials',
  options: { redirect?: boolean; callbackUrl?: string } & Record<string, unknown> = {},
): Promise<SignInResponse | undefined> {
  const { callbackUrl = window.location.href, redirect = true, ...credentials } = options;
  const fields = Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, String(v)]));
  const { res, data } = await authPost(`callback/${provider}`, { ...fields, callbackUrl });
  if (redirect) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  const error = data.url ? new URL(data.url, window.location.origin).searchParams.get('error') : null;
  if (res.ok) await tab.refresh('storage');
  return { error, status: res.status, ok: res.ok, url: error ? null : (data.url ?? null) };
}

/** Ends the session, tells the other tabs, then goes to `callbackUrl` (or stays, `redirect: false`). */
export async function signOut(
  options: { callbackUrl?: string; redirect?: boolean } = {},
): Promise<{ url?: string } | undefined> {
  const { callbackUrl = window.location.href, redirect = true } = options;
  const { data } = await authPost('signout', { callbackUrl });
  broadcast('signout');
  if (redirect) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  await tab.refresh('storage');
  return data;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

type SessionProviderProps = {
  /** The session already known (`null`: signed out); undefined reads it when mounted. */
  session?: Session | null;
  /** Seconds between reads while signed in. */
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
  children: ReactNode;
};

export function SessionProvider({
  session: initial,
  refetchInterval,
  refetchOnWindowFocus = true,
  children,
}: SessionProviderProps) {
  const isKnown = initial !== undefined;
  tab.lastSync = isKnown ? nowSeconds() : 0;
  const [session, setSession] = useState(() => {
    if (isKnown) tab.session = initial;
    return initial;
  });
  const [isLoading, setLoading] = useState(!isKnown);

  useEffect(() => {
    tab.refresh = async (event) => {
      try {
        // Another tab's change, or nothing read yet: read now, without telling the others again.
        if (event === 'storage' || tab.session === undefined) {
          tab.lastSync = nowSeconds();
          tab.session = await getSession({ broadcast: event !== 'storage' });
          setSession(tab.session);
          return;
        }
        // A poll or a shown tab reads again only while signed in.
        if (!event || tab.session === null || nowSeconds() < tab.lastSync) return;
        tab.lastSync = nowSeconds();
        tab.session = await getSession();
        setSession(tab.session);
      } finally {
        setLoading(false);
      }
    };
    void tab.refresh();
    return () => {
      tab.lastSync = 0;
      tab.session = undefined;
      tab.refresh = async () => {};
    };
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== MESSAGE_KEY || !event.newValue) return;
      try {
        const message = JSON.parse(event.newValue) as { event?: string; data?: unknown };
        if (message.event === 'session' && message.data) void tab.refresh('storage');
      } catch {
        // Not one of ours.
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!refetchOnWindowFocus) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tab.refresh('visibilitychange');
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetchOnWindowFocus]);

  useEffect(() => {
    if (!refetchInterval) return;
    const timer = setInterval(() => {
      if (tab.session) void tab.refresh('poll');
    }, refetchInterval * 1000);
    return () => clearInterval(timer);
  }, [refetchInterval]);

  const value = useMemo<SessionContextValue>(() => {
    const update: UpdateSession = async (data) => {
      if (isLoading || !session) return undefined;
      setLoading(true);
      const csrfToken = await getCsrfToken();
      const next = await authFetch<Session>('session', { csrfToken, data });
      setLoading(false);
      if (next) {
        tab.session = next;
        setSession(next);
        broadcast('getSession');
      }
      return next;
    };
    if (isLoading) return { data: session ?? null, status: 'loading', update };
    return session
      ? { data: session, status: 'authenticated', update }
      : { data: null, status: 'unauthenticated', update };
  }, [session, isLoading]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest SessionProvider (every layout has one: components/session/auth-session.tsx). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value)
    throw new Error('useSession is used outside a SessionProvider (components/session/auth-session.tsx).');
  return value;
}
