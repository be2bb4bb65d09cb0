import { z } from 'zod';
import { ZContentLink } from './banner.ts';
import { atLeastOneField, ZSortOrder } from './fields.ts';
import { writeResult } from './pagination.ts';

/** A partner's logo on /about, linking to the partner. */
export const ZPartner = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string(),
  link: z.string(),
  sortOrder: z.number().int(),
});
export type TPartner = z.infer<typeof ZPartner>;
export const ZPartnerList = z.array(ZPartner);

const fields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  logo: z
    .string({ error: 'Upload a logo' })
    .trim()
    .min(1, 'Upload a logo')
    .max(500, 'Logo reference is too long'),
  link: ZContentLink,
  sortOrder: ZSortOrder,
};
export const ZCreatePartnerRequest = z.object({
  ...fields,
  link: fields.link.default(''),
  sortOrder: fields.sortOrder.default(0),
});
export type TCreatePartnerRequest = z.input<typeof ZCreatePartnerRequest>;
export const ZUpdatePartnerRequest = atLeastOneField(
  z.object({
    name: fields.name.optional(),
    logo: fields.logo.optional(),
    link: fields.link.optional(),
    sortOrder: fields.sortOrder.optional(),
  }),
);
export type TUpdatePartnerRequest = z.input<typeof ZUpdatePartnerRequest>;
export const ZPartnerIdParams = z.object({ id: z.uuid({ error: 'Not a valid partner id' }) });
export const ZPartnerWriteResponse = writeResult(ZPartner);
export type TPartnerWriteResponse = z.infer<typeof ZPartnerWriteResponse>;
