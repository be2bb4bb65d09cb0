import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MessagesView } from '@/platform/thread/messages-view';

export const metadata: Metadata = { title: 'Store messages', robots: { index: false } };

/** /vendor/messages: the conversations the vendor is in as their store (orders, product questions, applications). */
export default function VendorMessagesPage() {
  return (
    <Suspense>
      <MessagesView area="vendor" />
    </Suspense>
  );
}
