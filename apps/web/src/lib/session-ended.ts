/**
 * A short-lived cookie saying why the session went: the API ended it (signed out elsewhere, a password
 * changed elsewhere). The web server sets it when it ends the session; the browser reads it to say so
 * in the "Session ended" toast, then drops it.
 */
export const SESSION_ENDED_COOKIE = 'bazaar-session-ended';
export const SESSION_ENDED_COOKIE_OPTIONS = {
  path: '/',
  maxAge: 60,
  sameSite: 'lax',
  httpOnly: false,
} as const;
