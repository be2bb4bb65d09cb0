import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/**
 * The rent pages read through TanStack Query: the listings hydrate their first page into it, a rental's
 * inquiry and live read (decision 057).
 */
export default function RentLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
