'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/lib/session-client';

// Only the signed-in load the connection and what it refreshes: a visitor's pages carry none of it.
const LiveRefresh = dynamic(() => import('./live-refresh').then((m) => m.LiveRefresh), { ssr: false });

/** The tab's live updates (decision 037), for signed-in people only. */
export function LiveUpdates() {
  const { status } = useSession();
  return status === 'authenticated' ? <LiveRefresh /> : null;
}
