/** /login that brings the visitor back to where they are (path and query). */
export function buildSignInHref(pathname: string, search = ''): string {
  return `/login?callbackUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
