import { z } from 'zod';
import { ZContentLink } from './banner.ts';
import { atLeastOneField, keptListItem, ZSortOrder, zShortText } from './fields.ts';
import { writeResult } from './pagination.ts';

/** A partner's logo on /about, linking to the partner. */
export const ZPartner = keptListItem({ logo: z.string(), link: z.string() });
export type TPartner = z.infer<typeof ZPartner>;
export const ZPartnerList = z.array(ZPartner);

const fields = {
  name: zShortText('Name'),
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
export const ZUpdatePartnerRequest = atLeastOneField(z.object(fields).partial());
export type TUpdatePartnerRequest = z.input<typeof ZUpdatePartnerRequest>;
export const ZPartnerIdParams = z.object({ id: z.uuid({ error: 'Not a valid partner id' }) });
export const ZPartnerWriteResponse = writeResult(ZPartner);
export type TPartnerWriteResponse = z.infer<typeof ZPartnerWriteResponse>;
