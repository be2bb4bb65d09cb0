import type { Metadata } from 'next';
import { ForgotPasswordView } from '@/platform/auth/forgot-password-view';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}
