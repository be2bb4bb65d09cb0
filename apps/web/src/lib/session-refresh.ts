import type { TUser } from '@bazaar/shared/auth';
import { ACCESS_TOKEN_TTL_SECONDS, CLIENT_ADDRESS_HEADER, WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import type { NextRequest, NextResponse } from 'next/server';
import { encode, type JWT } from 'next-auth/jwt';
import { apiFetch } from './api-fetch';
import { clientAddressOf } from './client-address';
import { getAuthSecret, getTrustedProxies, getWebSecret } from './env';

/** NextAuth's session cookie, under the name this request carries it by (`__Secure-` over HTTPS). */
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/**
 * The token with the account's current profile from the API, or null when the API does not answer it
 * (a revoked token, the API down). Used by the proxy when a session's roles refuse a page: a role
 * granted since the token was written (an approved vendor application) opens it at once.
 */
export async function withCurrentProfile(request: NextRequest, token: JWT): Promise<JWT | null> {
  const secret = getWebSecret();
  const client = clientAddressOf(request.headers, getTrustedProxies());
  try {
    const profile = await apiFetch<TUser>('/auth/my-profile', {
      token: token.accessToken,
      headers: secret && client ? { [WEB_SECRET_HEADER]: secret, [CLIENT_ADDRESS_HEADER]: client } : {},
    });
    return {
      ...token,
      fullName: profile.fullName,
      name: profile.fullName,
      image: profile.image,
      picture: profile.image,
      userType: profile.userType,
      isVendorVerified: profile.isVendorVerified,
      email: profile.email,
      profileCheckedAt: Date.now(),
    };
  } catch {
    return null;
  }
}

/** Writes `token` as the session cookie of `response`, as NextAuth would. */
export async function setSessionCookie(request: NextRequest, response: NextResponse, token: JWT) {
  const name = SESSION_COOKIES.find((n) => request.cookies.has(n));
  if (!name) return;
  const value = await encode({ token, secret: getAuthSecret(), maxAge: ACCESS_TOKEN_TTL_SECONDS });
  response.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: name.startsWith('__Secure-'),
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}
