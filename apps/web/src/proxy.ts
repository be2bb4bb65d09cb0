import { decideAccess, type Role } from '@bazaar/shared/roles';
import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/env';
import { isTokenExpired, PATHNAME_HEADER } from '@/lib/token-expiry';

/** README "Roles and guards" guards for /user, /vendor and /admin, from the shared route → role table. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const token = await getToken({ req: request, secret: getAuthSecret() });
  const isLive = Boolean(token?.accessToken) && !isTokenExpired(token?.expiresAt);
  const roles: Role[] | null = isLive ? (token?.userType ?? []) : null;
  const decision = decideAccess(pathname, roles);
  if (!decision.allow) {
    const target = new URL(decision.redirectTo, request.url);
    if (decision.redirectTo === '/login') target.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(target);
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/user/:path*', '/vendor/:path*', '/admin/:path*'],
};
