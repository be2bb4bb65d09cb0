'use client';

import type { ReactNode } from 'react';
import { AreaShell } from '@/components/shell/area-shell';
import { ShellWidgetsProvider, type TShellWidgets } from '@/components/shell/shell-widgets';
import { useUnreadMessageCount } from '@/content/contact/queries';
import { QueryProvider } from '@/lib/query-provider';
import { ProfileMenu } from '@/platform/auth/profile-menu';
import { NotificationMenu } from '@/platform/notification/notification-menu';
import { UnreadMessagesBadge } from '@/platform/thread/unread-messages-badge';
import { LiveUpdates } from './live-updates';
import { SITE_WIDGETS } from './widgets';

function useMenuCounts(area: 'admin' | 'vendor'): Record<string, number> {
  const unreadMessages = useUnreadMessageCount(area === 'admin').data ?? 0;
  return { '/admin/messages': unreadMessages };
}

/**
 * Everyone in a back office is signed in, so the bell, the menu and the unread messages come with the
 * frame, with the counts beside its menu entries.
 */
const AREA_WIDGETS: TShellWidgets = {
  ...SITE_WIDGETS,
  Bell: NotificationMenu,
  Profile: ProfileMenu,
  MessagesBadge: UnreadMessagesBadge,
  useMenuCounts,
};

/**
 * A back office's frame with the features' widgets and the live updates. Its pages all read through
 * TanStack Query, so the query provider comes with the frame.
 */
export function AreaFrame({ area, children }: { area: 'admin' | 'vendor'; children: ReactNode }) {
  return (
    <QueryProvider>
      <ShellWidgetsProvider widgets={AREA_WIDGETS}>
        <LiveUpdates />
        <AreaShell area={area}>{children}</AreaShell>
      </ShellWidgetsProvider>
    </QueryProvider>
  );
}
