import { ACCESS_TOKEN_TTL_SECONDS } from '@bazaar/shared/constants';
import { jwtVerify, SignJWT } from 'jose';

/** `sid`: the session (auth_sessions) the token belongs to; signing it out ends the token. */
export type AccessClaims = { sub: string; sv: number; sid: string };
export type VerifiedClaims = AccessClaims & { exp: number };

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** HS256 access token carrying the user id, session version and session id. */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ accessToken: string; expiresAt: string }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const accessToken = await new SignJWT({ sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { accessToken, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The claims of a valid token, or null when it is forged, malformed or expired. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sv !== 'number' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return { sub: payload.sub, sv: payload.sv, sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}
