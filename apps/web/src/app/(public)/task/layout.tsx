import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/**
 * The task pages read through TanStack Query: the listings hydrate their first page into it, a task's
 * offers, questions and live read (decision 057).
 */
export default function TaskLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
