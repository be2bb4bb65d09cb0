import type { Metadata } from 'next';
import { ChangePasswordView } from '@/platform/auth/change-password-view';

export const metadata: Metadata = { title: 'Change password' };

export default function ChangePasswordPage() {
  return <ChangePasswordView />;
}
