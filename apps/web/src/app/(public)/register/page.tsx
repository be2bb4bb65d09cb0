import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerEnv } from '@/lib/env';
import { getLiveSession } from '@/lib/server-session';
import { RegisterView } from '@/platform/auth/register-view';
import { toSafeCallbackUrl } from '@/platform/auth/safe-callback-url';

export const metadata: Metadata = {
  title: 'Create an account',
  description: 'Join Bazaar to shop from local vendors, post tasks, apply for jobs and rent.',
};

type RegisterPageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  const { callbackUrl: raw } = await searchParams;
  const callbackUrl = toSafeCallbackUrl(
    Array.isArray(raw) ? raw[0] : raw,
    getServerEnv().NEXTAUTH_URL,
    '/user',
  );
  if (await getLiveSession()) redirect(callbackUrl);
  return <RegisterView callbackUrl={callbackUrl} />;
}
