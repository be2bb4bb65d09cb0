import { type SignInResponse, signIn } from '@/lib/session-client';

/**
 * Signs in through NextAuth's credentials provider without a page redirect.
 *
 * NextAuth answers a CSRF mismatch with 200 and `url: …/signin?csrf=true` but no `error`, so
 * `signIn` reports success although no session was made. It happens when another request (the
 * session poll, a prefetch) set a fresh CSRF cookie between signIn's own csrf fetch and its POST;
 * the cookie is settled by then, so one retry succeeds. Anything else is returned as it came.
 */
export async function signInWithCredentials(
  email: string,
  password: string,
  callbackUrl: string,
): Promise<SignInResponse | undefined> {
  const attempt = () => signIn('credentials', { email, password, redirect: false, callbackUrl });
  const first = await attempt();
  if (!isCsrfRejection(first)) return first;
  const second = await attempt();
  if (!isCsrfRejection(second)) return second;
  return { ok: false, status: 403, url: null, error: 'Your sign-in form expired. Please try again.' };
}

function isCsrfRejection(result: SignInResponse | undefined): boolean {
  return Boolean(result?.url?.includes('csrf=true'));
}
