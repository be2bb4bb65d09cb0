import './mantine-public-styles';
import '@mantine/notifications/styles.css';
import './globals.css';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getPublicConfig, getServerEnv } from '@/lib/env';
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

/**
 * The same for every visitor, so the public pages below it can be cached (docs/product-rules.md "Fast
 * pages"). The public config is read when a page renders, which is at run time: the page cache never serves
 * what `next build` rendered (lib/page-cache/handler.mjs).
 */
/**
 * Registers the service worker (public/sw.js: the offline page, web push) once the page has loaded,
 * so it never competes with the page's own first requests.
 */
const REGISTER_WORKER =
  "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme={DEFAULT_THEME} localStorageKey={THEME_STORAGE_KEY} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input in it */}
        <script dangerouslySetInnerHTML={{ __html: REGISTER_WORKER }} />
      </head>
      <body>
        <Providers config={getPublicConfig()}>{children}</Providers>
      </body>
    </html>
  );
}
