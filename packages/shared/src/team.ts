import { z } from 'zod';
import { atLeastOneField, keptListItem, ZSortOrder, zShortText } from './fields.ts';
import { writeResult } from './pagination.ts';

/** A member of the team shown on /about. */
export const ZTeamMember = keptListItem({ role: z.string(), photo: z.string().nullable() });
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ZTeamList = z.array(ZTeamMember);

const fields = {
  name: zShortText('Name'),
  role: zShortText('Role'),
  photo: z.string({ error: 'Photo must be an uploaded picture' }).trim().max(500).nullable(),
  sortOrder: ZSortOrder,
};
export const ZCreateTeamMemberRequest = z.object({
  ...fields,
  photo: fields.photo.default(null),
  sortOrder: fields.sortOrder.default(0),
});
export type TCreateTeamMemberRequest = z.input<typeof ZCreateTeamMemberRequest>;
export const ZUpdateTeamMemberRequest = atLeastOneField(z.object(fields).partial());
export type TUpdateTeamMemberRequest = z.input<typeof ZUpdateTeamMemberRequest>;
export const ZTeamMemberIdParams = z.object({ id: z.uuid({ error: 'Not a valid member id' }) });
export const ZTeamMemberWriteResponse = writeResult(ZTeamMember);
export type TTeamMemberWriteResponse = z.infer<typeof ZTeamMemberWriteResponse>;
