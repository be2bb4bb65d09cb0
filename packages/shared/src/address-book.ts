import { z } from 'zod';
import { writeResult } from './pagination.ts';

/** A buyer keeps at most this many saved addresses. */
export const ADDRESS_BOOK_MAX = 20;

/** Nepali mobile numbers: 98 or 97 followed by 8 digits. */
export const NEPALI_MOBILE = /^9[78]\d{8}$/;

/** A saved delivery address, with the names of its place from State down (for display). */
export const ZUserAddress = z.object({
  _id: z.string(),
  label: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  /** The Municipality (level 2) or Area (level 3) of the address tree. */
  addressId: z.string(),
  /** The District above `addressId` (decides the delivery charge). */
  districtId: z.string(),
  street: z.string(),
  isDefault: z.boolean(),
  /** State → District → Municipality (→ Area) names. */
  path: z.array(z.string()),
  createdAt: z.string(),
});
export type TUserAddress = z.infer<typeof ZUserAddress>;

/** GET /user/addresses: the default first, then newest. */
export const ZUserAddressListResponse = z.array(ZUserAddress);
export type TUserAddressListResponse = z.infer<typeof ZUserAddressListResponse>;

/** POST /user/addresses and PUT /user/addresses/:id. */
export const ZUserAddressRequest = z.object({
  label: z
    .string({ error: 'Label must be text' })
    .trim()
    .max(40, 'Label must be at most 40 characters')
    .transform((v) => v || 'Home')
    .default('Home'),
  recipientName: z
    .string({ error: 'Recipient name is required' })
    .trim()
    .min(2, 'Recipient name must be at least 2 characters')
    .max(100, 'Recipient name must be at most 100 characters'),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(NEPALI_MOBILE, 'Enter a Nepali mobile number: 98 or 97 followed by 8 digits'),
  addressId: z.uuid({ error: 'Choose a municipality or area' }),
  street: z
    .string({ error: 'Street must be text' })
    .trim()
    .max(200, 'Street must be at most 200 characters')
    .default(''),
  /** Make this the default address (the first address always is). */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export type TUserAddressRequest = z.input<typeof ZUserAddressRequest>;

export const ZUserAddressIdParams = z.object({ id: z.uuid({ error: 'Not a valid address id' }) });

export const ZUserAddressWriteResponse = writeResult(ZUserAddress);
export type TUserAddressWriteResponse = z.infer<typeof ZUserAddressWriteResponse>;

/** DELETE answers the remaining addresses (the default may have moved). */
export const ZUserAddressDeleteResponse = writeResult(ZUserAddressListResponse);
export type TUserAddressDeleteResponse = z.infer<typeof ZUserAddressDeleteResponse>;
