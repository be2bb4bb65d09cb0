import type { TAuthResponse, TUser } from '@bazaar/shared/auth';
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_REFETCH_SECONDS } from '@bazaar/shared/constants';
import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError } from './api-fetch';
import { getAuthSecret } from './env';
import { serverApiFetch } from './server-api';

function toSessionUser(res: { accessToken: string; expiresAt: string; user: TUser }) {
  return {
    id: res.user._id,
    email: res.user.email,
    accessToken: res.accessToken,
    expiresAt: res.expiresAt,
    userType: res.user.userType,
    fullName: res.user.fullName,
    image: res.user.image,
    isVendorVerified: res.user.isVendorVerified,
  };
}

/** Copies the current profile onto the token; on failure the previous details stay. */
async function refreshProfile(token: JWT): Promise<void> {
  try {
    const profile = await serverApiFetch<TUser>('/auth/my-profile', { token: token.accessToken });
    token.fullName = profile.fullName;
    token.name = profile.fullName;
    token.image = profile.image;
    token.picture = profile.image;
    token.userType = profile.userType;
    token.isVendorVerified = profile.isVendorVerified;
    token.email = profile.email;
  } catch {
    // A revoked token surfaces as 401/445 on the next API call.
  }
  token.profileCheckedAt = Date.now();
}

export const authOptions: NextAuthOptions = {
  // Read on first request, not at import, so `next build` needs no secret.
  get secret() {
    return getAuthSecret();
  },
  session: { strategy: 'jwt', maxAge: ACCESS_TOKEN_TTL_SECONDS },
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
  callbacks: {
    async jwt({ token, user, trigger, session }) {
      if (user) {
        const u = user as ReturnType<typeof toSessionUser>;
        Object.assign(token, u, { sub: u.id, name: u.fullName, picture: u.image });
      }
      if (trigger === 'update') {
        const update = (session ?? {}) as { accessToken?: unknown; expiresAt?: unknown };
        if (typeof update.accessToken === 'string') token.accessToken = update.accessToken;
        if (typeof update.expiresAt === 'string') token.expiresAt = update.expiresAt;
      }
      // A role granted elsewhere (e.g. an approved vendor application) reaches the session on the next
      // refresh without a new sign-in; between refreshes the token is trusted as is.
      const checkedAt = typeof token.profileCheckedAt === 'number' ? token.profileCheckedAt : 0;
      const isDue = Date.now() - checkedAt >= SESSION_REFETCH_SECONDS * 1000;
      if (user) token.profileCheckedAt = Date.now();
      else if (token.accessToken && (trigger === 'update' || isDue)) await refreshProfile(token);
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
