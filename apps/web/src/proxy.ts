import { decideAccess, type Role } from '@bazaar/shared/roles';
import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/env';
import { clearSessionCookie, renewedSessionToken, setSessionCookie } from '@/lib/session-refresh';
import { isTokenExpired } from '@/lib/token-expiry';
import { jobRewritePath } from '@/sections/job/job-params';
import { rentRewritePath } from '@/sections/rent/rent-params';
import { catalogRewritePath } from '@/sections/shop/product/catalog-params';
import { taskRewritePath } from '@/sections/task/task-params';

/**
 * Two jobs, each on its own paths (see `config.matcher`): docs/product-rules.md "Roles and guards" for /user,
 * /vendor and /admin, from the shared route → role table; and the filters of the shop's catalogue and the
 * task, job and rent listings, which it rewrites to the cached page of their canonical form
 * (docs/product-rules.md "Fast pages").
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isAreaPath(pathname)) {
    const target =
      catalogRewritePath(pathname, searchParams) ??
      taskRewritePath(pathname, searchParams) ??
      jobRewritePath(pathname, searchParams) ??
      rentRewritePath(pathname, searchParams);
    return target ? NextResponse.rewrite(new URL(target, request.url)) : NextResponse.next();
  }
  const saved = await getToken({ req: request, secret: getAuthSecret() });
  // Every area page asks the API whether the session still lives (docs/decisions/033): a copy of a
  // signed-out session's cookie opens nothing, and the page goes by the account's current roles (a
  // role granted since, e.g. an approved vendor application, opens its pages at once).
  const renewed = saved ? await renewedSessionToken(request, saved) : null;
  // The API unreachable: the saved session stands until its access token runs out.
  const token = renewed === 'ended' ? null : (renewed ?? saved);
  const isLive = Boolean(token?.accessToken) && !isTokenExpired(token?.expiresAt);
  const roles: Role[] | null = isLive ? (token?.userType ?? []) : null;
  const decision = decideAccess(pathname, roles);
  const response = decision.allow ? areaResponse() : redirectTo(request, decision.redirectTo);
  // Only the browser's load of the page itself writes the cookie: Next's router fetches linked pages
  // ahead of a tap, and such a fetch may be answered after the browser's session changed (signed out,
  // or another person signed in on it); its renewed cookie would put the old session back over theirs.
  // What the page may show is still decided by the renewed session.
  if (!isPageLoad(request)) return response;
  if (renewed === 'ended') clearSessionCookie(request, response);
  else if (renewed) await setSessionCookie(request, response, renewed);
  return response;
}

/**
 * Whether the browser is loading the page itself (Sec-Fetch-Dest `document`), not fetching it in a
 * script: Next's router prefetches and client-side moves are fetches. (Next keeps its own `rsc` and
 * `next-router-prefetch` headers from the proxy.) A client that sends no Sec-Fetch-Dest counts as a load.
 */
function isPageLoad(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

function redirectTo(request: NextRequest, path: string): NextResponse {
  const { pathname, search } = request.nextUrl;
  const target = new URL(path, request.url);
  if (path === '/login') target.searchParams.set('callbackUrl', `${pathname}${search}`);
  return NextResponse.redirect(target);
}

/**
 * An area page is the same for everyone who may see it and served from the page cache, but only the
 * proxy decides who may: no shared cache in front may keep it and hand it out without asking.
 */
function areaResponse(): NextResponse {
  const response = NextResponse.next();
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function isAreaPath(pathname: string): boolean {
  return /^\/(user|vendor|admin)(\/|$)/.test(pathname);
}

// The catalogue entries run the proxy only when the query holds one of the catalogue's parameters
// (CATALOG_PARAM in catalog-params.ts; proxy.test.ts keeps the two lists in step), so the plain
// cached pages are served without it. Next reads this list at build time: it must be written out.
export const config = {
  matcher: [
    '/user/:path*',
    '/vendor/:path*',
    '/admin/:path*',
    { source: '/shop', has: [{ type: 'query', key: 'category' }] },
    { source: '/shop', has: [{ type: 'query', key: 'vendor' }] },
    { source: '/shop', has: [{ type: 'query', key: 'min' }] },
    { source: '/shop', has: [{ type: 'query', key: 'max' }] },
    { source: '/shop', has: [{ type: 'query', key: 'rating' }] },
    { source: '/shop', has: [{ type: 'query', key: 'inStock' }] },
    { source: '/shop', has: [{ type: 'query', key: 'sort' }] },
    { source: '/shop', has: [{ type: 'query', key: 'page' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'vendor' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'min' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'max' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'rating' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'inStock' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'sort' }] },
    { source: '/shop/category/:slug', has: [{ type: 'query', key: 'page' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'category' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'vendor' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'min' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'max' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'rating' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'inStock' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'sort' }] },
    { source: '/shop/search/:text', has: [{ type: 'query', key: 'page' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'category' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'min' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'max' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'rating' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'inStock' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'sort' }] },
    { source: '/shop/store/:slug', has: [{ type: 'query', key: 'page' }] },
    { source: '/task', has: [{ type: 'query', key: 'category' }] },
    { source: '/task', has: [{ type: 'query', key: 'place' }] },
    { source: '/task', has: [{ type: 'query', key: 'remote' }] },
    { source: '/task', has: [{ type: 'query', key: 'min' }] },
    { source: '/task', has: [{ type: 'query', key: 'max' }] },
    { source: '/task', has: [{ type: 'query', key: 'date' }] },
    { source: '/task', has: [{ type: 'query', key: 'sort' }] },
    { source: '/task', has: [{ type: 'query', key: 'page' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'place' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'remote' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'min' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'max' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'date' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'sort' }] },
    { source: '/task/category/:slug', has: [{ type: 'query', key: 'page' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'category' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'place' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'remote' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'min' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'max' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'date' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'sort' }] },
    { source: '/task/search/:text', has: [{ type: 'query', key: 'page' }] },
    { source: '/job', has: [{ type: 'query', key: 'category' }] },
    { source: '/job', has: [{ type: 'query', key: 'place' }] },
    { source: '/job', has: [{ type: 'query', key: 'type' }] },
    { source: '/job', has: [{ type: 'query', key: 'level' }] },
    { source: '/job', has: [{ type: 'query', key: 'salary' }] },
    { source: '/job', has: [{ type: 'query', key: 'sort' }] },
    { source: '/job', has: [{ type: 'query', key: 'page' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'place' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'type' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'level' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'salary' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'sort' }] },
    { source: '/job/category/:slug', has: [{ type: 'query', key: 'page' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'category' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'place' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'type' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'level' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'salary' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'sort' }] },
    { source: '/job/search/:text', has: [{ type: 'query', key: 'page' }] },
    { source: '/rent', has: [{ type: 'query', key: 'type' }] },
    { source: '/rent', has: [{ type: 'query', key: 'place' }] },
    { source: '/rent', has: [{ type: 'query', key: 'period' }] },
    { source: '/rent', has: [{ type: 'query', key: 'min' }] },
    { source: '/rent', has: [{ type: 'query', key: 'max' }] },
    { source: '/rent', has: [{ type: 'query', key: 'available' }] },
    { source: '/rent', has: [{ type: 'query', key: 'sort' }] },
    { source: '/rent', has: [{ type: 'query', key: 'page' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'type' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'place' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'period' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'min' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'max' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'available' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'sort' }] },
    { source: '/rent/search/:text', has: [{ type: 'query', key: 'page' }] },
  ],
};
