import type { Metadata } from 'next';
import { UserAccountView } from '@/features/dashboard/user-account-view';

export const metadata: Metadata = { title: 'My account' };

export default function UserAccountPage() {
  return <UserAccountView />;
}
