'use client';

import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { SoftNavigation } from '@/components/soft-navigation';
import { setClientConfig, type TClientConfig } from '@/lib/public-config';
import { cssVariablesResolver, theme } from '@/lib/theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

// The toasts' container (its transitions, portal and close buttons) is loaded with the first toast: most
// visits show none, and `notifications.show` only writes to a store the container reads when it mounts.
const ToastContainer = dynamic(() => import('@mantine/notifications').then((m) => m.Notifications), {
  ssr: false,
});

/** Mounts the toasts' container once a toast was asked for, and keeps it (decision 051). */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  return isNeeded ? <ToastContainer position="top-right" zIndex={1000} className="bz-toasts" /> : null;
}

type ProvidersProps = { config: TClientConfig; children: ReactNode };

/**
 * What every page shares: the theme, the toasts and the site links' navigation. The session is each layout's
 * (components/session/auth-session.tsx): the public pages are cached without one. The query cache is
 * not here: the layouts and pages that read through it provide it (lib/query-provider.tsx, decision 057).
 */
export function Providers({ config, children }: ProvidersProps) {
  // Set before any child renders, so the first query already uses the run-time API address.
  setClientConfig(config);
  // Marks the document once React has taken the page over: a stored page is on screen before its
  // script runs (decision 024), and what is not a link or a form answers only from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <Toasts />
      <SoftNavigation />
      {children}
    </MantineProvider>
  );
}
