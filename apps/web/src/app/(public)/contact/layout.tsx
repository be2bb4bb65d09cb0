import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/** The contact page's form and the site setting it shows go through TanStack Query (decision 057). */
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
