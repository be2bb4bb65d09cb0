import type { Metadata } from 'next';
import { ResetPasswordView } from '@/platform/auth/reset-password-view';

export const metadata: Metadata = { title: 'Reset password', robots: { index: false } };

type ResetPasswordPageProps = { searchParams: Promise<{ email?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { email } = await searchParams;
  // Only a prefill: the form validates it like anything typed.
  return <ResetPasswordView email={(Array.isArray(email) ? email[0] : email)?.slice(0, 254) ?? ''} />;
}
