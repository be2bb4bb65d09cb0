import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/** A profile reads its listings and reviews through TanStack Query (decision 057). */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
