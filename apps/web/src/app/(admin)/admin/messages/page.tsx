import type { Metadata } from 'next';
import { AdminMessagesView } from '@/content/contact/admin-messages-view';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

export default function AdminMessagesPage() {
  return <AdminMessagesView />;
}
