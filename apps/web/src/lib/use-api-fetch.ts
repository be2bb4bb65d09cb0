'use client';

import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import { type ApiInit, apiFetch } from './api-fetch';

/** `apiFetch` bound to the signed-in session's access token. */
export function useApiFetch(): <T>(path: string, init?: Omit<ApiInit, 'token'>) => Promise<T> {
  const { data } = useSession();
  const token = data?.user?.accessToken ?? null;
  return useCallback(
    <T>(path: string, init?: Omit<ApiInit, 'token'>) => apiFetch<T>(path, { ...init, token }),
    [token],
  );
}
