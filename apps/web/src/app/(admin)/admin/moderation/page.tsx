import type { Metadata } from 'next';
import { AdminModerationView } from '@/platform/moderation/admin-moderation-view';

export const metadata: Metadata = { title: 'Moderation', robots: { index: false } };

export default function AdminModerationPage() {
  return <AdminModerationView />;
}
