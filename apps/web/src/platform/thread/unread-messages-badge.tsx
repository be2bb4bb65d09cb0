'use client';

import { Badge } from '@mantine/core';
import { useMyThreads } from './queries';

/** The unread count beside "Messages" in the account menus; nothing when all is read. */
export function UnreadMessagesBadge() {
  const unread = useMyThreads(1).data?.unreadTotal ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="sm" color="red" circle={unread < 10} aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
