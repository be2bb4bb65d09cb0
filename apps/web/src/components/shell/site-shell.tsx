import type { ReactNode } from 'react';
import { fetchSiteSetting } from '@/features/site-setting/fetch-site-setting';
import { ShellFrame } from './shell-frame';

/** Server part of the site frame: reads the site setting for the header and footer (spec §7). */
export async function SiteShell({ children }: { children: ReactNode }) {
  const siteSetting = await fetchSiteSetting();
  return <ShellFrame initialSiteSetting={siteSetting}>{children}</ShellFrame>;
}
