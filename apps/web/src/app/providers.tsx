'use client';

import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { setClientConfig, type TClientConfig } from '@/lib/public-config';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/lib/theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

type ProvidersProps = { config: TClientConfig; children: ReactNode };

/**
 * What every page shares: the query cache, the theme and the toasts. The session is each layout's
 * (components/session/auth-session.tsx): the public pages are cached without one.
 */
export function Providers({ config, children }: ProvidersProps) {
  // Set before any child renders, so the first query already uses the run-time API address.
  setClientConfig(config);
  const [queryClient] = useState(createQueryClient);
  // Marks the document once React has taken the page over: a stored page is on screen before its
  // script runs (decision 024), and what is not a link or a form answers only from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <Notifications position="top-right" zIndex={1000} className="bz-toasts" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
