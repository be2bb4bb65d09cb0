import { z } from 'zod';
import { USER_STATUSES, ZRole, ZUser } from './auth.ts';
import { paginated, ZPageQuery } from './pagination.ts';

/** GET /admin/users: page, limit and an optional search over name, email and phone. */
export const ZAdminUserListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZAdminUserListResponse = paginated(ZUser);
export type TAdminUserListResponse = z.infer<typeof ZAdminUserListResponse>;

export const ZUserIdParams = z.object({ id: z.uuid({ error: 'Not a valid user id' }) });

export const ZUpdateUserStatusRequest = z.object({
  status: z.enum(USER_STATUSES, { error: "Status must be 'active' or 'blocked'" }),
});
export type TUpdateUserStatusRequest = z.infer<typeof ZUpdateUserStatusRequest>;

/** Everyone keeps the User role, so it is added when missing. */
export const ZUpdateUserRolesRequest = z.object({
  roles: z
    .array(ZRole)
    .max(4)
    .transform((roles) => [...new Set(['User' as const, ...roles])]),
});
export type TUpdateUserRolesRequest = z.input<typeof ZUpdateUserRolesRequest>;
