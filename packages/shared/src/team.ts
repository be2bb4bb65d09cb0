import { z } from 'zod';
import { atLeastOneField, ZSortOrder } from './fields.ts';
import { writeResult } from './pagination.ts';

/** A member of the team shown on /about. */
export const ZTeamMember = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ZTeamList = z.array(ZTeamMember);

const fields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  role: z
    .string({ error: 'Role is required' })
    .trim()
    .min(2, 'Role must be at least 2 characters')
    .max(100, 'Role must be at most 100 characters'),
  photo: z.string({ error: 'Photo must be an uploaded picture' }).trim().max(500).nullable(),
  sortOrder: ZSortOrder,
};
export const ZCreateTeamMemberRequest = z.object({
  ...fields,
  photo: fields.photo.default(null),
  sortOrder: fields.sortOrder.default(0),
});
export type TCreateTeamMemberRequest = z.input<typeof ZCreateTeamMemberRequest>;
export const ZUpdateTeamMemberRequest = atLeastOneField(
  z.object({
    name: fields.name.optional(),
    role: fields.role.optional(),
    photo: fields.photo.optional(),
    sortOrder: fields.sortOrder.optional(),
  }),
);
export type TUpdateTeamMemberRequest = z.input<typeof ZUpdateTeamMemberRequest>;
export const ZTeamMemberIdParams = z.object({ id: z.uuid({ error: 'Not a valid member id' }) });
export const ZTeamMemberWriteResponse = writeResult(ZTeamMember);
export type TTeamMemberWriteResponse = z.infer<typeof ZTeamMemberWriteResponse>;
