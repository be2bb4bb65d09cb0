import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/**
 * The job pages read through TanStack Query: the listings hydrate their first page into it, a job's
 * application and live read (decision 057).
 */
export default function JobLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
