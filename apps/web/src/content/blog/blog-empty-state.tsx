'use client';

import { IconNews } from '@tabler/icons-react';
import { EmptyState } from '@/components/section/empty-state';

/** No posts: none yet, or a page past the last one (the icon is a component, so this part is the client's). */
export function BlogEmptyState({ isPastEnd }: { isPastEnd: boolean }) {
  return (
    <EmptyState
      icon={IconNews}
      title={isPastEnd ? 'No posts on this page' : 'No posts yet'}
      message={isPastEnd ? 'This page is past the last post.' : 'The first posts are on their way.'}
      action={
        isPastEnd
          ? { label: 'Back to the newest posts', href: '/blog' }
          : { label: 'Back to the home page', href: '/' }
      }
    />
  );
}
