import { landingFor } from '@bazaar/shared/roles';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginView } from '@/features/auth/login-view';
import { toSafeCallbackUrl } from '@/features/auth/safe-callback-url';
import { getServerEnv } from '@/lib/env';
import { getLiveSession } from '@/lib/server-session';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type LoginPageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

/**
 * The demo accounts hint is driven by SHOW_DEMO_ACCOUNTS (default on) rather than NODE_ENV: the embedded
 * demo runs `next start`, i.e. production mode, and is exactly where people need the seeded accounts. A
 * real deployment sets SHOW_DEMO_ACCOUNTS=false (and never runs the demo seed).
 */
function isDemoAccountsHintOn(): boolean {
  return !['false', '0', 'no', 'off'].includes((process.env.SHOW_DEMO_ACCOUNTS ?? 'true').toLowerCase());
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { callbackUrl: raw } = await searchParams;
  const asked = Array.isArray(raw) ? raw[0] : raw;
  // No page asked: each role lands in its own area (README "Roles and guards").
  const callbackUrl = asked ? toSafeCallbackUrl(asked, getServerEnv().NEXTAUTH_URL) : null;
  const session = await getLiveSession();
  if (session) redirect(callbackUrl ?? landingFor(session.user.userType));
  return <LoginView callbackUrl={callbackUrl} showDemoAccounts={isDemoAccountsHintOn()} />;
}
