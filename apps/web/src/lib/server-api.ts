import { CLIENT_ADDRESS_HEADER, WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { ApiError, type ApiInit, apiFetch, NOT_READ_WHILE_BUILDING } from './api-fetch';
import { clientAddressOf } from './client-address';
import { getTrustedProxies, getWebSecret } from './env';

// Server-side calls to the API (pages, NextAuth) made for the browser whose request is being
// answered. They show the web secret and carry that browser's address, so the API counts them
// against the browser and not against the web server that makes every browser's calls.

let hasWarnedUnstamped = false;

/** The headers that make a server-side call the browser's own in the API's limits. */
export async function webServerHeaders(): Promise<Record<string, string>> {
  // The request first: while `next build` prerenders, this is what tells Next the page is dynamic.
  const request = await headers();
  const secret = getWebSecret();
  if (!secret) return {};
  const client = clientAddressOf(request, getTrustedProxies());
  if (!client) {
    // Only a request that came in while the server was starting lacks the stamp. Without an
    // address the call goes as a plain client, the web server itself, rather than unlimited.
    if (!hasWarnedUnstamped)
      console.warn('a request without its peer address: calling the API as the web server');
    hasWarnedUnstamped = true;
    return {};
  }
  return { [WEB_SECRET_HEADER]: secret, [CLIENT_ADDRESS_HEADER]: client };
}

/** apiFetch from the server, on behalf of the browser being answered. */
export async function serverApiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, headers: { ...init.headers, ...(await webServerHeaders()) } });
}

/** A server read a page can do without: its value, or not loaded (so the browser can ask again). */
export type PageRead<T> = { isLoaded: true; value: T } | { isLoaded: false };

/**
 * Runs a server read for a page. A failure is logged and answered as not loaded, never as an empty
 * value: the page then has the browser read it again instead of showing nothing as if nothing were set.
 */
export async function readForPage<T>(label: string, read: () => Promise<T>): Promise<PageRead<T>> {
  try {
    return { isLoaded: true, value: await read() };
  } catch (err) {
    // Next's own signals (a dynamic page found while prerendering, notFound, redirect) are not failures.
    unstable_rethrow(err);
    if (err instanceof ApiError && err.code === NOT_READ_WHILE_BUILDING) return { isLoaded: false };
    const reason = err instanceof ApiError ? `${err.status} ${err.message}` : String(err);
    console.warn(`${label} could not be read on the server (${reason}); the browser will ask again`);
    return { isLoaded: false };
  }
}
