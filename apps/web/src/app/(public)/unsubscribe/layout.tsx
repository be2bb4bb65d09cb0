import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/** The unsubscribe page reads and writes the choice through TanStack Query (decision 057). */
export default function UnsubscribeLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
