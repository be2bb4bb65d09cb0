import type { TModerationAction, TReportKind, TReportReason } from '@bazaar/shared/moderation-constants';
import { and, asc, count, desc, eq, inArray, isNull, min, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moderationActions, reports } from '../../db/schema/moderation.ts';
import { threadMessages } from '../../db/schema/threads.ts';
import { users } from '../../db/schema/users.ts';

export async function insertReport(
  db: Executor,
  row: {
    id: string;
    kind: TReportKind;
    subjectId: string;
    reporterId: string | null;
    ownerId: string | null;
    reason: TReportReason;
    note: string | null;
  },
) {
  const [inserted] = await db.insert(reports).values(row).returning();
  return inserted;
}

/** The queue's groups: one per reported thing with open reports, most reported and oldest first. */
export async function listOpenGroups(db: Executor, offset: number, limit: number) {
  const reportCount = count();
  const oldestAt = min(reports.createdAt);
  const [docs, [total]] = await Promise.all([
    db
      .select({ kind: reports.kind, subjectId: reports.subjectId, reportCount, oldestAt })
      .from(reports)
      .where(isNull(reports.actionId))
      .groupBy(reports.kind, reports.subjectId)
      .orderBy(desc(reportCount), asc(oldestAt), asc(reports.kind), asc(reports.subjectId))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(distinct (${reports.kind}, ${reports.subjectId}))`.mapWith(Number) })
      .from(reports)
      .where(isNull(reports.actionId)),
  ]);
  return { docs, total: total?.n ?? 0 };
}

/** The open reports of these things, oldest first, with their reporters' names. */
export function listOpenReportsOf(db: Executor, things: { kind: TReportKind; subjectId: string }[]) {
  if (things.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: reports.id,
      kind: reports.kind,
      subjectId: reports.subjectId,
      ownerId: reports.ownerId,
      reason: reports.reason,
      note: reports.note,
      createdAt: reports.createdAt,
      reporterId: reports.reporterId,
      reporterName: users.fullName,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        isNull(reports.actionId),
        or(...things.map((t) => and(eq(reports.kind, t.kind), eq(reports.subjectId, t.subjectId)))),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** How many reports were made of the owner's things other than this one (open or closed). */
export async function countOtherReportsAgainst(
  db: Executor,
  ownerId: string,
  thing: { kind: TReportKind; subjectId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(
      and(
        eq(reports.ownerId, ownerId),
        or(ne(reports.kind, thing.kind), ne(reports.subjectId, thing.subjectId)),
      ),
    );
  return row?.n ?? 0;
}

/** The newest actions taken against these owners, with the admins' names. */
export function listActionsAgainst(db: Executor, ownerIds: string[], limitEach = 5) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .select({
      id: moderationActions.id,
      kind: moderationActions.kind,
      subjectId: moderationActions.subjectId,
      ownerId: moderationActions.ownerId,
      action: moderationActions.action,
      reason: moderationActions.reason,
      adminId: moderationActions.adminId,
      createdAt: moderationActions.createdAt,
      rank: sql<number>`row_number() over (partition by ${moderationActions.ownerId} order by ${moderationActions.createdAt} desc, ${moderationActions.id} desc)`.as(
        'rank',
      ),
    })
    .from(moderationActions)
    .where(inArray(moderationActions.ownerId, ownerIds))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      kind: ranked.kind,
      subjectId: ranked.subjectId,
      ownerId: ranked.ownerId,
      action: ranked.action,
      reason: ranked.reason,
      adminId: ranked.adminId,
      adminName: users.fullName,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.adminId))
    .where(sql`${ranked.rank} <= ${limitEach}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

export async function findUsers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fullName: users.fullName, status: users.status, roles: users.roles })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function countOpenReports(db: Executor, thing: { kind: TReportKind; subjectId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(
      and(eq(reports.kind, thing.kind), eq(reports.subjectId, thing.subjectId), isNull(reports.actionId)),
    );
  return row?.n ?? 0;
}

/** Closes the thing's open reports with the action; answers their reporters (null: the system's). */
export async function closeOpenReports(
  db: Executor,
  thing: { kind: TReportKind; subjectId: string },
  actionId: string,
): Promise<{ reporterId: string | null }[]> {
  return db
    .update(reports)
    .set({ actionId })
    .where(
      and(eq(reports.kind, thing.kind), eq(reports.subjectId, thing.subjectId), isNull(reports.actionId)),
    )
    .returning({ reporterId: reports.reporterId });
}

export async function insertAction(
  db: Executor,
  row: {
    id: string;
    kind: TReportKind;
    subjectId: string;
    ownerId: string | null;
    action: TModerationAction;
    reason: string;
    adminId: string;
  },
) {
  const [inserted] = await db.insert(moderationActions).values(row).returning();
  if (!inserted) throw new Error('moderation action not written');
  return inserted;
}

/** The queue's size: open reports, reported things, and the oldest open report's time. */
export async function openSummary(db: Executor) {
  const [row] = await db
    .select({
      openReports: count(),
      openThings: sql<number>`count(distinct (${reports.kind}, ${reports.subjectId}))`.mapWith(Number),
      oldestOpenAt: min(reports.createdAt),
    })
    .from(reports)
    .where(isNull(reports.actionId));
  return {
    openReports: row?.openReports ?? 0,
    openThings: row?.openThings ?? 0,
    oldestOpenAt: row?.oldestOpenAt ?? null,
  };
}

/** Whether a message of the conversation was ever reported: only then may an admin read it. */
export async function isThreadReported(db: Executor, threadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(threadMessages)
    .innerJoin(reports, and(eq(reports.kind, 'message'), eq(reports.subjectId, threadMessages.id)))
    .where(eq(threadMessages.threadId, threadId))
    .limit(1);
  return Boolean(row);
}
