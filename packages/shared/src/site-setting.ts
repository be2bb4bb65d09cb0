import { z } from 'zod';
import { atLeastOneField } from './fields.ts';

/** A social or app-store link: http(s) on a real domain only, never javascript: or data: (shown to every visitor). */
const ZLink = z.union([z.httpUrl({ error: 'Enter a full URL starting with http(s)://' }), z.literal('')]);

/**
 * Public site setting (docs/product-rules.md "Calls and freshness"; the site information of docs/domain.md
 * "Content").
 */
export const ZSiteSetting = z.object({
  siteName: z.string(),
  logo: z.string().nullable(),
  contactNumber: z.string(),
  email: z.string(),
  address: z.string(),
  facebookLink: z.string(),
  instagramLink: z.string(),
  twitterLink: z.string(),
  youtubeLink: z.string(),
  appStoreLink: z.string(),
});
export type TSiteSetting = z.infer<typeof ZSiteSetting>;

const ZUpdateSiteSettingFields = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(80).optional(),
  logo: z.string().max(500).nullable().optional(),
  contactNumber: z.string().trim().min(3, 'Contact number is required').max(40).optional(),
  email: z.email({ error: 'Enter a valid email address' }).optional(),
  address: z.string().trim().max(200).optional(),
  facebookLink: ZLink.optional(),
  instagramLink: ZLink.optional(),
  twitterLink: ZLink.optional(),
  youtubeLink: ZLink.optional(),
  appStoreLink: ZLink.optional(),
});
export const ZUpdateSiteSettingRequest = atLeastOneField(ZUpdateSiteSettingFields);
export type TUpdateSiteSettingRequest = z.infer<typeof ZUpdateSiteSettingRequest>;
