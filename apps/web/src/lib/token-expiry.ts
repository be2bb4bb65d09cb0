/**
 * A session whose API access token has run out counts as no session (docs/product-rules.md "Roles and
 * guards").
 */
export function isTokenExpired(expiresAt: string | undefined | null, now = Date.now()): boolean {
  if (!expiresAt) return true;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) || at <= now;
}
