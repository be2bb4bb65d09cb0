import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AddressRow, addresses } from '../../db/schema/shop.ts';

export type AddressWithCount = AddressRow & { childCount: number };

// Raw names inside the subquery: the outer column must stay qualified by its own table.
const childCount = sql<number>`(select count(*)::int from addresses c where c.parent_id = addresses.id)`;

const byParent = (parentId: string | null) =>
  parentId === null ? isNull(addresses.parentId) : eq(addresses.parentId, parentId);

/** Direct children (the states when parentId is null) with how many children each has, by name. */
export async function listChildren(db: Executor, parentId: string | null): Promise<AddressWithCount[]> {
  const rows = await db
    .select({ address: addresses, childCount })
    .from(addresses)
    .where(byParent(parentId))
    .orderBy(asc(addresses.name));
  return rows.map((r) => ({ ...r.address, childCount: Number(r.childCount) }));
}

export async function findAddress(db: Executor, id: string): Promise<AddressWithCount | undefined> {
  const [row] = await db
    .select({ address: addresses, childCount })
    .from(addresses)
    .where(eq(addresses.id, id))
    .limit(1);
  return row && { ...row.address, childCount: Number(row.childCount) };
}

/** Whether a sibling (other than `exceptId`) already has this name, case-insensitively. */
export async function siblingNameTaken(
  db: Executor,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        byParent(parentId),
        sql`lower(${addresses.name}) = lower(${name})`,
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertAddress(db: Executor, values: typeof addresses.$inferInsert): Promise<void> {
  await db.insert(addresses).values(values);
}

export async function renameAddress(db: Executor, id: string, name: string): Promise<void> {
  await db.update(addresses).set({ name }).where(eq(addresses.id, id));
}

/** Deletes a leaf only; false when it is missing or gained a child meanwhile. */
export async function deleteLeaf(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(
      and(eq(addresses.id, id), sql`not exists (select 1 from addresses c where c.parent_id = addresses.id)`),
    )
    .returning({ id: addresses.id });
  return rows.length > 0;
}
