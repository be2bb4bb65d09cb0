import type { Metadata } from 'next';
import { AdminConversationView } from '@/platform/moderation/admin-conversation-view';

export const metadata: Metadata = { title: 'Reported conversation', robots: { index: false } };

export default async function AdminConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AdminConversationView threadId={id} />;
}
