import type { TRefreshResponse } from '@bazaar/shared/auth';
import { CLIENT_ADDRESS_HEADER, SESSION_TTL_SECONDS, WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import { SIGN_OUT_STATUSES } from '@bazaar/shared/errors';
import type { NextRequest, NextResponse } from 'next/server';
import { encode, type JWT } from 'next-auth/jwt';
import { ApiError, apiFetch } from './api-fetch';
import { clientAddressOf } from './client-address';
import { getAuthSecret, getTrustedProxies, getWebSecret } from './env';
import { SESSION_ENDED_COOKIE, SESSION_ENDED_COOKIE_OPTIONS } from './session-ended';

/** NextAuth's session cookie, under the name this request carries it by (`__Secure-` over HTTPS). */
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/** What the jwt callback throws for a session the API has ended; NextAuth then answers none. */
export const SESSION_ENDED = 'SESSION_ENDED';

/** The API's answer that a session is over (401 or 445), as opposed to the API being unreachable. */
export function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiError && (SIGN_OUT_STATUSES as readonly number[]).includes(err.status);
}

/**
 * The session token renewed by the API (docs/decisions/033): a fresh access token and the account's
 * current profile; 'ended' when the API has ended the session (signed out, here or everywhere, a
 * password changed elsewhere, a blocked account) or the token has no refresh secret; null when the
 * API could not be asked. Used by the proxy before it opens an area's page.
 */
export async function renewedSessionToken(request: NextRequest, token: JWT): Promise<JWT | 'ended' | null> {
  if (!token.refreshToken) return 'ended';
  const secret = getWebSecret();
  const client = clientAddressOf(request.headers, getTrustedProxies());
  try {
    const res = await apiFetch<TRefreshResponse>('/auth/refresh', {
      method: 'POST',
      body: { refreshToken: token.refreshToken },
      headers: secret && client ? { [WEB_SECRET_HEADER]: secret, [CLIENT_ADDRESS_HEADER]: client } : {},
    });
    const profile = res.user;
    return {
      ...token,
      accessToken: res.accessToken,
      expiresAt: res.expiresAt,
      fullName: profile.fullName,
      name: profile.fullName,
      image: profile.image,
      picture: profile.image,
      userType: profile.userType,
      isVendorVerified: profile.isVendorVerified,
      email: profile.email,
    };
  } catch (err) {
    return isSessionEnded(err) ? 'ended' : null;
  }
}

/** The session cookie's name in this request, or undefined when it carries none. */
function sessionCookieOf(request: NextRequest): string | undefined {
  return SESSION_COOKIES.find((n) => request.cookies.has(n));
}

/** Writes `token` as the session cookie of `response`, as NextAuth would. */
export async function setSessionCookie(request: NextRequest, response: NextResponse, token: JWT) {
  const name = sessionCookieOf(request);
  if (!name) return;
  const value = await encode({ token, secret: getAuthSecret(), maxAge: SESSION_TTL_SECONDS });
  response.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: name.startsWith('__Secure-'),
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Removes an ended session's cookie, as NextAuth's sign-out would, and leaves word of why. */
export function clearSessionCookie(request: NextRequest, response: NextResponse) {
  const name = sessionCookieOf(request);
  if (!name) return;
  response.cookies.set(SESSION_ENDED_COOKIE, '1', SESSION_ENDED_COOKIE_OPTIONS);
  response.cookies.set(name, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: name.startsWith('__Secure-'),
    maxAge: 0,
  });
}
