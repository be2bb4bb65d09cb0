import type { useRouter } from 'next/navigation';
import { refreshRouterCache } from './refresh-router-cache';

/** Leaves the sign-in or registration page for `callbackUrl` with a router cache that knows the session. */
export async function goAfterSignIn(
  router: ReturnType<typeof useRouter>,
  callbackUrl: string,
): Promise<void> {
  try {
    await refreshRouterCache();
  } catch {
    // Without the cache reset a client-side navigation could replay a stale redirect; reload instead.
    window.location.assign(callbackUrl);
    return;
  }
  router.replace(callbackUrl);
  router.refresh();
}
