import type { TAuthResponse, TRefreshResponse, TUser } from '@bazaar/shared/auth';
import { SESSION_TTL_SECONDS } from '@bazaar/shared/constants';
import { cookies } from 'next/headers';
import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError } from './api-fetch';
import { getAuthSecret } from './env';
import { serverApiFetch } from './server-api';
import { SESSION_ENDED_COOKIE, SESSION_ENDED_COOKIE_OPTIONS } from './session-ended';
import { isSessionEnded, SESSION_ENDED } from './session-refresh';

/** Ends the session being read: NextAuth answers none and clears its cookie; the browser is told why. */
async function endSession(): Promise<never> {
  try {
    (await cookies()).set(SESSION_ENDED_COOKIE, '1', SESSION_ENDED_COOKIE_OPTIONS);
  } catch {
    // A server render cannot set cookies; the browser's own session read will.
  }
  throw new Error(SESSION_ENDED);
}

function toSessionUser(res: { accessToken: string; expiresAt: string; refreshToken: string; user: TUser }) {
  return {
    id: res.user._id,
    email: res.user.email,
    accessToken: res.accessToken,
    expiresAt: res.expiresAt,
    refreshToken: res.refreshToken,
    userType: res.user.userType,
    fullName: res.user.fullName,
    image: res.user.image,
    isVendorVerified: res.user.isVendorVerified,
  };
}

/**
 * Renews the session's access token and copies the current profile onto it (docs/decisions/033). A
 * session the API says has ended (signed out here or everywhere, a password changed elsewhere, a
 * blocked account) throws SESSION_ENDED: NextAuth then answers no session and clears the cookie. When
 * the API cannot be reached the token stays as it is; it runs out by itself within minutes.
 */
async function renewSession(token: JWT): Promise<void> {
  if (!token.refreshToken) return endSession();
  try {
    const res = await serverApiFetch<TRefreshResponse>('/auth/refresh', {
      method: 'POST',
      body: { refreshToken: token.refreshToken },
    });
    const profile = res.user;
    token.accessToken = res.accessToken;
    token.expiresAt = res.expiresAt;
    token.fullName = profile.fullName;
    token.name = profile.fullName;
    token.image = profile.image;
    token.picture = profile.image;
    token.userType = profile.userType;
    token.isVendorVerified = profile.isVendorVerified;
    token.email = profile.email;
  } catch (err) {
    if (isSessionEnded(err)) await endSession();
  }
}

export const authOptions: NextAuthOptions = {
  // Read on first request, not at import, so `next build` needs no secret.
  get secret() {
    return getAuthSecret();
  },
  session: { strategy: 'jwt', maxAge: SESSION_TTL_SECONDS },
  pages: { signIn: '/login' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email or phone',
      credentials: {
        email: { label: 'Email or phone', type: 'text', placeholder: 'you@example.com' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials) {
        try {
          // The API limits failed logins per client address: the call carries the browser's, as
          // this server worked it out (never a header the browser chose).
          const res = await serverApiFetch<TAuthResponse>('/auth/login', {
            method: 'POST',
            body: { email: credentials?.email ?? '', password: credentials?.password ?? '' },
          });
          return toSessionUser(res);
        } catch (err) {
          // signIn(..., { redirect: false }) hands this message back in `result.error`.
          throw new Error(err instanceof ApiError ? err.message : 'Sign in failed, please try again');
        }
      },
    }),
  ],
  events: {
    // Signing out ends the session on the API too, so a copy of the cookie or of its access token
    // opens nothing afterwards, on any instance (docs/decisions/033).
    async signOut({ token }) {
      if (!token?.refreshToken) return;
      await serverApiFetch('/auth/logout', {
        method: 'POST',
        body: { refreshToken: token.refreshToken },
      }).catch((err: unknown) => {
        if (!isSessionEnded(err)) console.error('sign-out: the API did not end the session', err);
      });
    },
  },
  logger: {
    // An ended session is an answer, not a failure: NextAuth logs what the jwt callback throws.
    error(code, metadata) {
      const message =
        metadata instanceof Error ? metadata.message : (metadata as { message?: unknown })?.message;
      if (code === 'JWT_SESSION_ERROR' && message === SESSION_ENDED) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as ReturnType<typeof toSessionUser>;
        Object.assign(token, u, { sub: u.id, name: u.fullName, picture: u.image });
        return token;
      }
      // Every read of the session (the browser's every SESSION_REFETCH_SECONDS, an update after a
      // password change, a server render) asks the API whether the session still lives, renews the
      // short-lived access token and takes the current profile: a role granted elsewhere (an approved
      // vendor application) arrives without a new sign-in, and a sign-out anywhere ends it here.
      await renewSession(token);
      return token;
    },
    async session({ session, token }) {
      session.user = {
        ...session.user,
        id: token.id ?? token.sub ?? '',
        email: token.email ?? '',
        accessToken: token.accessToken ?? '',
        expiresAt: token.expiresAt ?? new Date(0).toISOString(),
        userType: token.userType ?? [],
        fullName: token.fullName ?? '',
        image: token.image ?? null,
        isVendorVerified: token.isVendorVerified ?? false,
        name: token.fullName ?? null,
      };
      return session;
    },
  },
};
