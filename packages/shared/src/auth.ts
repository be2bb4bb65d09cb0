import { z } from 'zod';
import { atLeastOneField } from './fields.ts';
import { writeResult } from './pagination.ts';
import { ROLES } from './roles.ts';

export const ZRole = z.enum(ROLES);

export { PASSWORD_RULES } from './password-rules.ts';

/** Password rules, stated once and shown on the forms. */
export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(72, 'Password must be at most 72 characters')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/[0-9]/, 'Password must contain a number');

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Nepali mobile numbers: 10 digits starting 9, optional +977. Stored as the 10 digits. */
export const ZPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+?977/, ''))
  .pipe(z.string().regex(/^9\d{9}$/, 'Enter a 10-digit mobile number starting with 9'));

export const ZFullName = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(2, 'Full name must be at least 2 characters')
  .max(80, 'Full name must be at most 80 characters');

export const ZRegisterRequest = z.object({
  fullName: ZFullName,
  email: ZEmail,
  phone: z.union([ZPhone, z.literal('').transform(() => undefined)]).optional(),
  password: ZPassword,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** `email` may be an email address or a phone number. */
export const ZLoginRequest = z.object({
  email: z
    .string({ error: 'Email or phone is required' })
    .trim()
    .min(1, 'Email or phone is required')
    .max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Account states; an admin blocks and unblocks (a blocked account's tokens answer 445). */
export const USER_STATUSES = ['active', 'blocked'] as const;

/**
 * The user as the session and profile see it (docs/product-rules.md "Session and notifications", session user
 * data + profile fields).
 */
export const ZUser = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  userType: z.array(ZRole),
  isVendorVerified: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  /**
   * The session's refresh secret: renews the access token (POST /auth/refresh) and signs this session
   * out (POST /auth/logout). The web server keeps it in its encrypted cookie; no page script sees it.
   */
  refreshToken: z.string(),
  user: ZUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** POST /auth/register and /auth/login: the session and what to tell the user. */
export const ZSessionResponse = ZAuthResponse.extend({ message: z.string() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** A refresh secret, as POST /auth/login gave it: `<session id>.<secret>`. */
export const ZRefreshToken = z.string().trim().min(1, 'Required').max(200);

/** POST /auth/refresh and POST /auth/logout. */
export const ZRefreshRequest = z.object({ refreshToken: ZRefreshToken });
export type TRefreshRequest = z.input<typeof ZRefreshRequest>;

/** POST /auth/refresh: a fresh access token for the same session, and the current profile. */
export const ZRefreshResponse = ZAuthResponse.omit({ refreshToken: true }).extend({ message: z.string() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/** PUT /auth/my-profile. */
export const ZProfileWriteResponse = writeResult(ZUser);
export type TProfileWriteResponse = z.infer<typeof ZProfileWriteResponse>;

const ZUpdateProfileFields = z.object({
  fullName: ZFullName.optional(),
  phone: z.union([ZPhone, z.literal('').transform(() => null), z.null()]).optional(),
  image: z.string().max(500).nullable().optional(),
});
export const ZUpdateProfileRequest = atLeastOneField(ZUpdateProfileFields);
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z
  .object({
    oldPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    newPassword: ZPassword,
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** PUT /auth/change-password: a fresh token, since the change ends every other session. */
export const ZChangePasswordResponse = writeResult(
  z.object({ accessToken: z.string(), expiresAt: z.string() }),
);
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Code is the 6 digits from the email'),
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
