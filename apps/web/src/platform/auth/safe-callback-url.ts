/** Pages a signed-in user should never be sent back to after signing in. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Turns an untrusted `callbackUrl` search param into a same-origin relative path, so the sign-in page can
 * never become an open redirect. Absolute URLs are accepted only when they point at `origin` (NextAuth
 * builds absolute callback URLs on its own pages). Anything else, and the auth pages themselves (which
 * would loop), fall back to `fallback`.
 */
export function toSafeCallbackUrl(raw: string | null | undefined, origin: string, fallback = '/'): string {
  if (!raw) return fallback;
  // Backslashes are treated as slashes by browsers, so "/\evil.com" would leave the site.
  if (raw.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
