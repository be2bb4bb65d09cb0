import type {
  TModerationActionRequest,
  TModerationActionRow,
  TModerationGroup,
  TModerationQueueResponse,
  TModerationSummary,
  TReport,
  TReportRequest,
} from '@bazaar/shared/moderation';
import {
  REPORT_KIND_LABELS,
  type TModerationAction,
  type TReportKind,
} from '@bazaar/shared/moderation-constants';
import { buildPagination, type TPageQuery } from '@bazaar/shared/pagination';
import type { Section } from '@bazaar/shared/section';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Reportable } from '../../sections/contract.ts';
import { sectionReportables } from '../../sections/registry.ts';
import { notify } from '../notification/service.ts';
import { isStaff, setUserStatus } from '../user/service.ts';
import { ownerActedOn, reportHandled } from './notifications.ts';
import * as repo from './repo.ts';
import { PLATFORM_REPORTABLES } from './reportables.ts';

type Kind = { kind: TReportKind; subjectId: string };

let byKind: Partial<Record<TReportKind, Reportable & { section: Section | null }>> | null = null;

/** The reportable of a kind: a section's (through the registry) or the platform's (a message, a person). */
export function reportableOf(kind: TReportKind): Reportable & { section: Section | null } {
  byKind ??= {
    ...Object.fromEntries(Object.entries(PLATFORM_REPORTABLES).map(([k, r]) => [k, { ...r, section: null }])),
    ...sectionReportables(),
  };
  const found = byKind[kind];
  if (!found) throw new Error(`No section or platform area reports "${kind}"`);
  return found;
}

const labelOf = (kind: TReportKind) => REPORT_KIND_LABELS[kind].toLowerCase();

/**
 * POST /reports: one report per person per thing (a second answers 409, decision 046). The thing
 * must exist and be visible to the reporter; nobody reports their own thing.
 */
export async function createReport(
  deps: Pick<AppDeps, 'db'>,
  reporter: UserRow,
  input: TReportRequest & { note?: string | undefined },
): Promise<TReport> {
  const reportable = reportableOf(input.kind);
  const thing = await reportable.find(deps.db, input.subjectId);
  const visible =
    thing && (!reportable.visibleTo || (await reportable.visibleTo(deps.db, input.subjectId, reporter.id)));
  if (!thing || !visible) throw new AppError('NOT_FOUND', `This ${labelOf(input.kind)} does not exist`);
  if (thing.ownerId === reporter.id) {
    throw new AppError('BUSINESS_RULE', `You cannot report your own ${labelOf(input.kind)}`);
  }
  try {
    const row = await repo.insertReport(deps.db, {
      id: newId(),
      kind: input.kind,
      subjectId: input.subjectId,
      reporterId: reporter.id,
      ownerId: thing.ownerId,
      reason: input.reason,
      note: input.note?.trim() ? input.note.trim() : null,
    });
    if (!row) throw new Error('report not written');
    return {
      _id: row.id,
      kind: row.kind,
      subjectId: row.subjectId,
      reason: row.reason,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err, 'reports_one_per_reporter')) {
      throw new AppError(
        'CONFLICT',
        `You have already reported this ${labelOf(input.kind)}; an admin will look at it`,
        {
          title: 'Already reported',
        },
      );
    }
    throw err;
  }
}

function toActionRow(row: {
  id: string;
  kind: TReportKind;
  subjectId: string;
  action: TModerationAction;
  reason: string;
  adminId: string;
  adminName: string;
  createdAt: Date;
}): TModerationActionRow {
  return {
    _id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    action: row.action,
    reason: row.reason,
    admin: { _id: row.adminId, fullName: row.adminName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/moderation: every reported thing with open reports, most reported and oldest first. */
export async function listQueue(
  deps: Pick<AppDeps, 'db'>,
  query: TPageQuery,
): Promise<TModerationQueueResponse> {
  const db = deps.db;
  const { docs: groups, total } = await repo.listOpenGroups(db, (query.page - 1) * query.limit, query.limit);
  const openReports = await repo.listOpenReportsOf(db, groups);
  const things = await Promise.all(groups.map((g) => reportableOf(g.kind).find(db, g.subjectId)));
  const ownerIdOf = (i: number): string | null => {
    const g = groups[i] as (typeof groups)[number];
    return (
      things[i]?.ownerId ??
      openReports.find((r) => r.kind === g.kind && r.subjectId === g.subjectId && r.ownerId)?.ownerId ??
      null
    );
  };
  const ownerIds = [...new Set(groups.map((_, i) => ownerIdOf(i)).filter((id): id is string => id !== null))];
  const [owners, actions, earlier] = await Promise.all([
    repo.findUsers(db, ownerIds),
    repo.listActionsAgainst(db, ownerIds),
    Promise.all(
      groups.map((g, i) => {
        const ownerId = ownerIdOf(i);
        return ownerId ? repo.countOtherReportsAgainst(db, ownerId, g) : Promise.resolve(0);
      }),
    ),
  ]);
  const docs: TModerationGroup[] = groups.map((g, i) => {
    const reportable = reportableOf(g.kind);
    const thing = things[i];
    const ownerId = ownerIdOf(i);
    const owner = owners.find((o) => o.id === ownerId);
    return {
      kind: g.kind,
      subjectId: g.subjectId,
      section: reportable.section,
      thing: thing
        ? {
            title: thing.title,
            excerpt: thing.excerpt,
            context: thing.context,
            path: thing.path,
            adminPath: thing.adminPath ?? null,
            hidden: thing.hidden,
            canHide: Boolean(reportable.setHidden),
          }
        : null,
      owner: owner ? { _id: owner.id, fullName: owner.fullName, status: owner.status } : null,
      reportCount: g.reportCount,
      oldestAt: (g.oldestAt ?? new Date()).toISOString(),
      reports: openReports
        .filter((r) => r.kind === g.kind && r.subjectId === g.subjectId)
        .map((r) => ({
          _id: r.id,
          reason: r.reason,
          note: r.note,
          reporter: r.reporterId ? { _id: r.reporterId, fullName: r.reporterName ?? '' } : null,
          createdAt: r.createdAt.toISOString(),
        })),
      ownerHistory: {
        earlierReports: earlier[i] ?? 0,
        actions: actions
          .filter((a) => a.ownerId === ownerId)
          .map((a) => toActionRow({ ...a, adminName: a.adminName })),
      },
    };
  });
  return { docs, pagination: buildPagination(query.page, query.limit, total) };
}

/** The queue's size and its oldest open report (the admin dashboard). */
export async function queueSummary(db: Executor): Promise<TModerationSummary> {
  const s = await repo.openSummary(db);
  return { ...s, oldestOpenAt: s.oldestOpenAt ? s.oldestOpenAt.toISOString() : null };
}

/**
 * POST /admin/moderation/actions: the admin dismisses the reports of a thing, hides it (through the
 * section's own hide, which announces the listing event), warns its owner or blocks them (the admins'
 * block). The effect runs first; then, in one transaction, the action is kept, the thing's open reports
 * are closed, and the reporters and the owner are told. 409 when nothing about the thing is open.
 */
export async function actOnReports(
  deps: AppDeps,
  admin: UserRow,
  input: TModerationActionRequest & { reason: string },
): Promise<TModerationActionRow & { resolvedReports: number }> {
  const thingRef: Kind = { kind: input.kind, subjectId: input.subjectId };
  const reportable = reportableOf(input.kind);
  const label = REPORT_KIND_LABELS[input.kind];
  if ((await repo.countOpenReports(deps.db, thingRef)) === 0) {
    throw new AppError('CONFLICT', `No open report of this ${labelOf(input.kind)}: it was already handled`);
  }
  const thing = await reportable.find(deps.db, input.subjectId);
  if (!thing && input.action !== 'dismiss') {
    throw new AppError('NOT_FOUND', `This ${labelOf(input.kind)} no longer exists; dismiss its reports`);
  }
  const ownerId = thing?.ownerId ?? null;

  if (input.action === 'hide') {
    if (!reportable.setHidden) {
      throw new AppError(
        'BUSINESS_RULE',
        `A ${labelOf(input.kind)} cannot be hidden; warn or block its owner`,
      );
    }
    if (!thing?.hidden) await reportable.setHidden(deps, input.subjectId, true);
  }
  if (input.action === 'warn' || input.action === 'block') {
    if (!ownerId)
      throw new AppError('BUSINESS_RULE', `This ${labelOf(input.kind)} has no owner to ${input.action}`);
    const [owner] = await repo.findUsers(deps.db, [ownerId]);
    if (!owner) throw new AppError('NOT_FOUND', 'The owner no longer exists');
    if (input.action === 'block' && owner.status !== 'blocked') {
      if (isStaff(owner.roles) && !admin.roles.includes('SuperAdmin')) {
        throw new AppError('FORBIDDEN', 'Only a super admin can block an admin');
      }
      await setUserStatus(deps, admin, ownerId, 'blocked');
    }
  }

  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertAction(tx, {
      id: newId(),
      ...thingRef,
      ownerId,
      action: input.action,
      reason: input.reason,
      adminId: admin.id,
    });
    const closed = await repo.closeOpenReports(tx, thingRef, row.id);
    if (closed.length === 0) {
      throw new AppError(
        'CONFLICT',
        `No open report of this ${labelOf(input.kind)}: another admin handled it`,
      );
    }
    const title = thing?.title ?? label;
    const reporters = [...new Set(closed.map((r) => r.reporterId).filter((id): id is string => id !== null))];
    await notify(
      tx,
      deps,
      ...reporters.map((userId) =>
        reportHandled({
          userId,
          section: reportable.section,
          label,
          title,
          action: input.action,
          route: input.action === 'hide' || !thing?.path ? '/' : thing.path,
        }),
      ),
      ...(input.action !== 'dismiss' && ownerId
        ? [
            ownerActedOn({
              userId: ownerId,
              section: reportable.section,
              label,
              title,
              action: input.action,
              reason: input.reason,
              route: input.action === 'hide' || !thing?.path ? '/user' : thing.path,
            }),
          ]
        : []),
    );
    return {
      ...toActionRow({ ...row, adminName: admin.fullName }),
      resolvedReports: closed.length,
    };
  });
}

/** The cached pages an action changed that no listing event reaches (a hidden review's product page). */
export async function pageTagsOfAction(
  db: Executor,
  kind: TReportKind,
  subjectId: string,
): Promise<string[]> {
  const reportable = reportableOf(kind);
  return reportable.pageTags ? reportable.pageTags(db, subjectId) : [];
}
