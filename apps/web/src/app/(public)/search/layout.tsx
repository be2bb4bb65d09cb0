import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/** The search of every section reads through TanStack Query (decision 057). */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
