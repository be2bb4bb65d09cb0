import type { Metadata } from 'next';
import { UserAccountView } from '@/platform/dashboard/user-account-view';

export const metadata: Metadata = { title: 'My account' };

export default function UserAccountPage() {
  return <UserAccountView />;
}
