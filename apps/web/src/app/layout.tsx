import './mantine-public-styles';
import '@mantine/notifications/styles.css';
import './globals.css';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getPublicConfig, getServerEnv } from '@/lib/env';
import { getLiveSession } from '@/lib/server-session';
import { Providers } from './providers';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getServerEnv().NEXTAUTH_URL),
    title: { default: 'Bazaar — shop, hire, work and rent in one place', template: '%s · Bazaar' },
    description:
      'Bazaar is one marketplace for products, tasks, jobs and rentals: buy from local vendors, get tasks done, find work and rent a place.',
    applicationName: 'Bazaar',
    openGraph: { type: 'website', siteName: 'Bazaar' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1a1b1e' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the session makes this dynamic, so PUBLIC_API_URL is read at request time, not baked in.
  const session = await getLiveSession();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme={DEFAULT_THEME} localStorageKey={THEME_STORAGE_KEY} />
      </head>
      <body>
        <Providers config={getPublicConfig()} session={session}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
