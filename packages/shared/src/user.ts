import { z } from 'zod';
import { USER_STATUSES, ZEmail, ZFullName, ZPassword, ZRole, ZUser } from './auth.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

/** GET /admin/users: page, limit, a search over name, email and phone, and filters by role and status. */
export const ZAdminUserListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  role: ZRole.optional(),
  status: z.enum(USER_STATUSES, { error: "status must be 'active' or 'blocked'" }).optional(),
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

/** A user's recent order, as the user detail lists it. */
export const ZAdminUserOrder = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  storeName: z.string(),
  status: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
});

/** GET /admin/users/:id: the account, what it did on the marketplace, and its store if it sells. */
export const ZAdminUserDetail = ZUser.extend({
  updatedAt: z.string(),
  orders: z.object({
    count: z.number().int(),
    /** Paisa, orders not cancelled. */
    spent: z.number().int(),
    recent: z.array(ZAdminUserOrder),
  }),
  reviewsCount: z.number().int(),
  /** Tasks the account posted, and tasks it did as the tasker (Completed). */
  tasks: z.object({ posted: z.number().int(), completedAsTasker: z.number().int() }),
  /** Jobs the account applied to, and how many of those hired them. */
  jobs: z.object({ applied: z.number().int(), hired: z.number().int() }),
  /** Rent listings the account owns (in any state) and inquiries it sent. */
  rent: z.object({ listings: z.number().int(), inquiriesSent: z.number().int() }),
  store: z
    .object({ _id: z.string(), storeName: z.string(), slug: z.string(), status: z.string() })
    .nullable(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZUserWriteResponse = writeResult(ZUser);
export type TUserWriteResponse = z.infer<typeof ZUserWriteResponse>;

/** GET /admin/admins: every account holding Admin or SuperAdmin. */
export const ZAdminListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export const ZAdminListResponse = paginated(ZUser);
export type TAdminListResponse = z.infer<typeof ZAdminListResponse>;

/** POST /admin/admins/existing: gives an existing account the Admin role. */
export const ZGrantAdminRequest = z.object({ email: ZEmail });
export type TGrantAdminRequest = z.input<typeof ZGrantAdminRequest>;

/** POST /admin/admins: a new account that is an admin from the start. */
export const ZCreateAdminRequest = z.object({
  fullName: ZFullName,
  email: ZEmail,
  password: ZPassword,
  isSuperAdmin: z.boolean().default(false),
});
export type TCreateAdminRequest = z.input<typeof ZCreateAdminRequest>;
