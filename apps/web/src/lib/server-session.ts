import { headers } from 'next/headers';
import { getServerSession, type Session } from 'next-auth';
import { authOptions } from './auth-options';
import { isTokenExpired } from './token-expiry';

/**
 * The server session, or null when absent or its access token has expired. Only the few pages that
 * must decide on the server (sign-in and registration send a signed-in visitor on) read it: the areas
 * are guarded by the proxy and load what is personal in the browser (docs/product-rules.md "Fast pages").
 */
export async function getLiveSession(): Promise<Session | null> {
  // Reading the request first marks the render dynamic, so nothing is prerendered with build-time config.
  await headers();
  const session = await getServerSession(authOptions);
  return session?.user?.accessToken && !isTokenExpired(session.user.expiresAt) ? session : null;
}
