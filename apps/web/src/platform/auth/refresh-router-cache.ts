'use server';

import { revalidatePath } from 'next/cache';

/**
 * Called right after signing in. The browser's router cache may hold pages fetched while signed out,
 * including the guard's redirect of a prefetched /user to /login; `router.refresh()` keeps those route
 * entries, so navigating to the callback URL would land back on /login. Revalidating from a server
 * action is what makes the router drop its whole cache. Every page is dynamic, so nothing else is lost.
 */
export async function refreshRouterCache(): Promise<void> {
  revalidatePath('/', 'layout');
}
