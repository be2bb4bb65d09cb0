import type { TPartner } from '@bazaar/shared/partner';
import { partners } from '../../db/schema/content.ts';
import { toImageUrl } from '../../lib/images.ts';
import { keptListService } from '../kept-list.ts';

/** The partners' logos on /about, kept in order by the super admin (content/kept-list.ts). */
export const partnerList = keptListService({
  table: partners,
  noun: 'Partner',
  picture: 'logo',
  toDto: (row, imageBaseUrl): TPartner => ({
    _id: row.id,
    name: row.name,
    logo: toImageUrl(row.logo, imageBaseUrl) ?? '',
    link: row.link,
    sortOrder: row.sortOrder,
  }),
});
