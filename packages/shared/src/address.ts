import { z } from 'zod';
import { writeResult } from './pagination.ts';

/** Address tree levels: 0 State, 1 District, 2 Municipality, 3 Area. */
export const ADDRESS_LEVELS = ['State', 'District', 'Municipality', 'Area'] as const;

export const ZAddressNode = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.number().int().min(0).max(3),
  parentId: z.string().nullable(),
});
export type TAddressNode = z.infer<typeof ZAddressNode>;

/** GET /address/children: no parentId → the states. */
export const ZAddressChildrenQuery = z.object({
  parentId: z.uuid({ error: 'parentId must be a valid id' }).optional(),
});

/** State (0) → District (1) → Municipality (2) → Area (3). */
export const ADDRESS_MAX_LEVEL = ADDRESS_LEVELS.length - 1;

export const ZAdminAddressNode = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.number().int().min(0).max(ADDRESS_MAX_LEVEL),
  parentId: z.string().nullable(),
  childCount: z.number().int(),
});
export type TAdminAddressNode = z.infer<typeof ZAdminAddressNode>;

/** GET /admin/addresses: no parentId → the states. */
export const ZAdminAddressListQuery = z.object({
  parentId: z.uuid({ error: 'parentId must be a valid id' }).optional(),
});

const ZAddressName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters');

/** POST /admin/addresses: the level follows from the parent. */
export const ZCreateAddressRequest = z.object({
  name: ZAddressName,
  parentId: z
    .union([z.literal('').transform(() => undefined), z.uuid({ error: 'parentId must be a valid id' })])
    .optional(),
});
export type TCreateAddressRequest = z.input<typeof ZCreateAddressRequest>;

/** PUT /admin/addresses/:id. */
export const ZRenameAddressRequest = z.object({ name: ZAddressName });
export type TRenameAddressRequest = z.input<typeof ZRenameAddressRequest>;

export const ZAdminAddressIdParams = z.object({ id: z.uuid({ error: 'Not a valid address id' }) });

export const ZAdminAddressWriteResponse = writeResult(ZAdminAddressNode);
export type TAdminAddressWriteResponse = z.infer<typeof ZAdminAddressWriteResponse>;

/** A place on the address tree as a listing shows it (`Baneshwor, Kathmandu, Bagmati`): tasks, rentals. */
export const ZPlace = z.object({
  _id: z.string(),
  name: z.string(),
  /** The node and each place above it, nearest first, joined with ", ". */
  label: z.string(),
});
export type TPlace = z.infer<typeof ZPlace>;
