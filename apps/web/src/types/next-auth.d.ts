import type { Role } from '@bazaar/shared/roles';
import type { DefaultSession } from 'next-auth';

/**
 * docs/product-rules.md "Session and notifications": the session user data, plus the id and token expiry the
 * guards need.
 */
type TSessionUser = {
  id: string;
  email: string;
  accessToken: string;
  expiresAt: string;
  userType: Role[];
  fullName: string;
  image: string | null;
  isVendorVerified: boolean;
};

declare module 'next-auth' {
  interface Session {
    user: TSessionUser & Omit<NonNullable<DefaultSession['user']>, 'email' | 'image'>;
  }
  interface User extends TSessionUser {}
}

declare module 'next-auth/jwt' {
  interface JWT extends Partial<TSessionUser> {
    /** The API session's refresh secret: only in the encrypted cookie, never in the session answer. */
    refreshToken?: string;
  }
}
