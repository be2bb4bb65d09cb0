import type { Metadata } from 'next';
import { NotificationChoicesView } from '@/platform/notification/choices-view';

export const metadata: Metadata = { title: 'Notification settings' };

export default function NotificationSettingsPage() {
  return <NotificationChoicesView />;
}
