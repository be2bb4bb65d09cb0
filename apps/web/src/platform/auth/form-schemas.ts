import { ZChangePasswordRequest, ZRegisterRequest, ZResetPasswordRequest } from '@bazaar/shared/auth';
import { z } from 'zod';

/*
 * The shared request schemas plus a confirm-password field that exists only on the forms. Built by
 * intersection rather than `.extend()` because zod refuses to extend schemas that carry refinements
 * (ZChangePasswordRequest does).
 */

const ZConfirmPassword = z.object({ confirmPassword: z.string() });
const mismatch = { path: ['confirmPassword'], message: 'Passwords do not match' };

export const ZRegisterForm = z
  .intersection(ZRegisterRequest, ZConfirmPassword)
  .refine((values) => values.confirmPassword === values.password, mismatch);
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const ZChangePasswordForm = z
  .intersection(ZChangePasswordRequest, ZConfirmPassword)
  .refine((values) => values.confirmPassword === values.newPassword, mismatch);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

export const ZResetPasswordForm = z
  .intersection(ZResetPasswordRequest, ZConfirmPassword)
  .refine((values) => values.confirmPassword === values.newPassword, mismatch);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
