'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '@/lib/session-client';
import { type ApiInit, apiFetch } from './api-fetch';

/**
 * `apiFetch` bound to the signed-in session's access token.
 *
 * An area's pages ask for the session after they arrive (components/session/auth-session.tsx). A call
 * made before it has come (a button pressed at once) waits for it instead of going out without a
 * token: the API would answer 401, and a 401 signs the user out. Public reads use `apiFetch` itself
 * and never wait.
 */
export function useApiFetch(): <T>(path: string, init?: Omit<ApiInit, 'token'>) => Promise<T> {
  const { data, status } = useSession();
  const token = data?.user?.accessToken ?? null;
  const loading = status === 'loading';
  const latestToken = useRef(token);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    latestToken.current = token;
    if (!loading) for (const resume of waiting.current.splice(0)) resume();
  }, [token, loading]);

  return useCallback(
    async <T>(path: string, init?: Omit<ApiInit, 'token'>) => {
      if (!loading) return apiFetch<T>(path, { ...init, token });
      await new Promise<void>((resume) => waiting.current.push(resume));
      return apiFetch<T>(path, { ...init, token: latestToken.current });
    },
    [token, loading],
  );
}
