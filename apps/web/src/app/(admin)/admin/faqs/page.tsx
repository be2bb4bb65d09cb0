import type { Metadata } from 'next';
import { AdminFaqsView } from '@/content/faq/admin-faqs-view';

export const metadata: Metadata = { title: 'FAQs' };

export default function AdminFaqsPage() {
  return <AdminFaqsView />;
}
