import type { TTeamMember } from '@bazaar/shared/team';
import { teamMembers } from '../../db/schema/content.ts';
import { toImageUrl } from '../../lib/images.ts';
import { keptListService } from '../kept-list.ts';

/** The team on /about, kept in order by the super admin; a photo is optional (content/kept-list.ts). */
export const teamList = keptListService({
  table: teamMembers,
  noun: 'Team member',
  picture: 'photo',
  toDto: (row, imageBaseUrl): TTeamMember => ({
    _id: row.id,
    name: row.name,
    role: row.role,
    photo: toImageUrl(row.photo, imageBaseUrl),
    sortOrder: row.sortOrder,
  }),
});
