'use client';

import { SESSION_REFETCH_SECONDS, THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { type ReactNode, useEffect, useState } from 'react';
import { setClientConfig, type TClientConfig } from '@/lib/public-config';
import { createQueryClient } from '@/lib/query-client';
import { theme } from '@/lib/theme';
import { isTokenExpired } from '@/lib/token-expiry';

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

type ProvidersProps = { config: TClientConfig; session: Session | null; children: ReactNode };

export function Providers({ config, session, children }: ProvidersProps) {
  // Set before any child renders, so the first query already uses the run-time API address.
  setClientConfig(config);
  const [queryClient] = useState(createQueryClient);
  return (
    <SessionProvider session={session} refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
          <Notifications position="top-right" zIndex={1000} className="bz-toasts" />
          <SignOutWhenTokenExpires />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
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
