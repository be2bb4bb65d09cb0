import { decideAccess } from '@bazaar/shared/roles';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getServerSession, type Session } from 'next-auth';
import { authOptions } from './auth-options';
import { isTokenExpired, PATHNAME_HEADER } from './token-expiry';

/** The server session, or null when absent or its access token has expired. */
export async function getLiveSession(): Promise<Session | null> {
  // Reading the request first marks the render dynamic, so nothing is prerendered with build-time config.
  await headers();
  const session = await getServerSession(authOptions);
  return session?.user?.accessToken && !isTokenExpired(session.user.expiresAt) ? session : null;
}

/**
 * Defence in depth behind the proxy: an area layout re-checks README "Roles and guards" for the path it renders
 * (the proxy passes it in a header; `fallbackPath` is the area root).
 */
export async function requireAreaAccess(fallbackPath: string): Promise<Session> {
  const [session, requestHeaders] = await Promise.all([getLiveSession(), headers()]);
  const pathname = requestHeaders.get(PATHNAME_HEADER) ?? fallbackPath;
  const decision = decideAccess(pathname, session ? session.user.userType : null);
  if (!session || (!decision.allow && decision.redirectTo === '/login')) {
    redirect(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
  }
  if (!decision.allow) redirect('/');
  return session;
}
