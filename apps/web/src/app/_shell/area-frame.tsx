'use client';

import type { ReactNode } from 'react';
import { AreaShell } from '@/components/shell/area-shell';
import { ShellWidgetsProvider, type TShellWidgets } from '@/components/shell/shell-widgets';
import { ProfileMenu } from '@/platform/auth/profile-menu';
import { NotificationMenu } from '@/platform/notification/notification-menu';
import { LiveUpdates } from './live-updates';
import { SITE_WIDGETS } from './widgets';

/** Everyone in a back office is signed in, so the bell and the menu come with the frame. */
const AREA_WIDGETS: TShellWidgets = { ...SITE_WIDGETS, Bell: NotificationMenu, Profile: ProfileMenu };

/** A back office's frame with the features' widgets and the live updates. */
export function AreaFrame({ area, children }: { area: 'admin' | 'vendor'; children: ReactNode }) {
  return (
    <ShellWidgetsProvider widgets={AREA_WIDGETS}>
      <LiveUpdates />
      <AreaShell area={area}>{children}</AreaShell>
    </ShellWidgetsProvider>
  );
}
