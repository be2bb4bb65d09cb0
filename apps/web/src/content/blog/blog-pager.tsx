'use client';

import { Center, Pagination } from '@mantine/core';
import Link from 'next/link';

/** The pages of /blog as links (`/blog`, `/blog/page/2`, …), so every page is its own cached address. */
export function BlogPager({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (n: number) => (n <= 1 ? '/blog' : `/blog/page/${n}`);
  return (
    <Center mt="xl">
      <Pagination
        total={totalPages}
        value={page}
        aria-label="Blog pages"
        getItemProps={(n) => ({ component: Link, href: href(n) })}
        getControlProps={(control) => {
          if (control === 'previous')
            return { component: Link, href: href(page - 1), 'aria-label': 'Newer posts' };
          if (control === 'next')
            return { component: Link, href: href(page + 1), 'aria-label': 'Older posts' };
          return {};
        }}
        withEdges={false}
      />
    </Center>
  );
}
