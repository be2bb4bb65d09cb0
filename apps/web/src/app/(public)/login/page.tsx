import { landingFor } from '@bazaar/shared/roles';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerEnv } from '@/lib/env';
import { getLiveSession } from '@/lib/server-session';
import { LoginView } from '@/platform/auth/login-view';
import { toSafeCallbackUrl } from '@/platform/auth/safe-callback-url';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type LoginPageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { callbackUrl: raw } = await searchParams;
  const asked = Array.isArray(raw) ? raw[0] : raw;
  // No page asked: each role lands in its own area (docs/product-rules.md "Roles and guards").
  const callbackUrl = asked ? toSafeCallbackUrl(asked, getServerEnv().NEXTAUTH_URL) : null;
  const session = await getLiveSession();
  if (session) redirect(callbackUrl ?? landingFor(session.user.userType));
  // The demo accounts are listed only where the demo seed runs (SEED_DEMO, read by the web and the API
  // alike): a real deployment turns it off and must not advertise passwords that do not exist there.
  return <LoginView callbackUrl={callbackUrl} showDemoAccounts={getServerEnv().SEED_DEMO} />;
}
