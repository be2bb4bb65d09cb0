import type {
  TVendorApplication,
  TVendorApplicationListResponse,
  ZVendorApplicationListQuery,
  ZVendorApplicationRequest,
} from '@bazaar/shared/vendor-application';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/users.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { newId } from '../../../lib/ids.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { toPage } from '../../../lib/list-query.ts';
import { slugify } from '../../../lib/slug.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { findUserById } from '../../../platform/auth/repo.ts';
import { sendTemplatedEmail } from '../../../platform/email-template/service.ts';
import { checkUploadRef, checkUploadRefs } from '../../../platform/upload/refs.ts';
import { vendorApplicationDecided } from '../notifications.ts';
import * as repo from './repo.ts';

export function toApplicationDto(
  row: repo.ApplicationWithApplicant,
  imageBaseUrl: string,
): TVendorApplication {
  return {
    _id: row.id,
    userId: row.userId,
    applicant: { _id: row.userId, fullName: row.applicantName, email: row.applicantEmail },
    storeName: row.storeName,
    phone: row.phone,
    email: row.email,
    panVat: row.panVat,
    street: row.street,
    description: row.description,
    logo: toImageUrl(row.logo, imageBaseUrl),
    documents: row.documents.map((d) => toImageUrl(d, imageBaseUrl) ?? d),
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function loadDto(deps: AppDeps, id: string): Promise<TVendorApplication> {
  const row = await repo.findApplicationById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Vendor application not found');
  return toApplicationDto(row, deps.imageBaseUrl);
}

/** POST /vendor-application: one open application per user, none once verified. */
export async function applyForVendor(
  deps: AppDeps,
  user: UserRow,
  input: z.output<typeof ZVendorApplicationRequest>,
): Promise<TVendorApplication> {
  if (user.isVendorVerified) throw new AppError('CONFLICT', 'You are already a verified vendor');
  if (await repo.hasPendingApplication(deps.db, user.id)) {
    throw new AppError('CONFLICT', 'Your application is already waiting for review');
  }
  if (input.addressAreaId && !(await repo.addressExists(deps.db, input.addressAreaId))) {
    throw fieldError('addressAreaId', 'Choose an address from the list');
  }
  const logo = input.logo ? await checkUploadRef(deps, input.logo, { kind: 'image', field: 'logo' }) : null;
  // Documents are private files, and only the applicant's own.
  const documents = await checkUploadRefs(deps, input.documents ?? [], {
    kind: 'document',
    field: 'documents',
    ownerId: user.id,
  });
  const id = newId();
  await repo.insertApplication(deps.db, {
    id,
    userId: user.id,
    storeName: input.storeName,
    phone: input.phone,
    email: input.email,
    panVat: input.panVat,
    addressAreaId: input.addressAreaId ?? null,
    street: input.street,
    description: input.description ?? '',
    logo,
    documents,
  });
  return loadDto(deps, id);
}

/**
 * GET /vendor-application/mine: the newest application, null when the user never applied. Not having
 * applied is the usual state of a user, not a missing resource: a 404 showed as a failed request in
 * every such user's browser console.
 */
export async function getMyApplication(deps: AppDeps, userId: string): Promise<TVendorApplication | null> {
  const row = await repo.findLatestApplicationOfUser(deps.db, userId);
  return row ? toApplicationDto(row, deps.imageBaseUrl) : null;
}

export async function listApplicationsForAdmin(
  deps: AppDeps,
  query: z.output<typeof ZVendorApplicationListQuery>,
): Promise<TVendorApplicationListResponse> {
  const { countByStatus, ...page } = await repo.listApplications(deps.db, query);
  return {
    ...toPage(query, page, (d) => toApplicationDto(d, deps.imageBaseUrl)),
    counts: {
      status: {
        all: [...countByStatus.values()].reduce((sum, n) => sum + n, 0),
        Pending: countByStatus.get('Pending') ?? 0,
        Approved: countByStatus.get('Approved') ?? 0,
        Rejected: countByStatus.get('Rejected') ?? 0,
      },
    },
  };
}

/** `base`, else the lowest free `base-N`. */
function pickFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Approves in one transaction: the decision, the store (vendors row), the Vendor role and
 * verification, and the applicant's notification. The session is not ended: the next profile
 * refresh picks up the new role.
 */
export async function approveApplication(
  deps: AppDeps,
  admin: UserRow,
  id: string,
): Promise<TVendorApplication> {
  const approved = await inTransaction(deps.db, async (tx) => {
    const row = await repo.decidePendingApplication(tx, deps, {
      id,
      to: 'Approved',
      rejectionReason: null,
      decidedBy: admin.id,
      notify: (decided) => [
        vendorApplicationDecided({
          userId: decided.userId,
          storeName: decided.storeName,
          status: 'Approved',
        }),
      ],
    });
    // A store kept from an earlier approval (role later removed) is reused rather than duplicated.
    if (!(await repo.findVendorIdOfUser(tx, row.userId))) {
      const base = slugify(row.storeName, 60) || 'store';
      await repo.insertVendor(tx, {
        id: newId(),
        userId: row.userId,
        storeName: row.storeName,
        slug: pickFreeSlug(base, await repo.listSlugsLike(tx, base)),
        logo: row.logo,
        description: row.description,
        phone: row.phone,
        email: row.email,
      });
    }
    await repo.grantVendorRole(tx, row.userId);
    await emailDecision(
      deps,
      tx,
      row.userId,
      row.storeName,
      'approved',
      'Your store dashboard is open at /vendor.',
    );
    return row;
  });
  deps.userCache.evict(approved.userId);
  return loadDto(deps, id);
}

/** The applicant hears of the decision by email too (the vendor-application-decided template). */
async function emailDecision(
  deps: AppDeps,
  tx: Executor,
  userId: string,
  storeName: string,
  decision: string,
  reason: string,
): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user) return;
  await sendTemplatedEmail(deps, tx, {
    to: user.email,
    templateKey: 'vendor-application-decided',
    values: { name: user.fullName, storeName, decision, reason },
  });
}

/** Rejects with a reason the applicant sees; they may apply again. */
export async function rejectApplication(
  deps: AppDeps,
  admin: UserRow,
  id: string,
  reason: string,
): Promise<TVendorApplication> {
  await inTransaction(deps.db, async (tx) => {
    const row = await repo.decidePendingApplication(tx, deps, {
      id,
      to: 'Rejected',
      rejectionReason: reason,
      decidedBy: admin.id,
      notify: (decided) => [
        vendorApplicationDecided({
          userId: decided.userId,
          storeName: decided.storeName,
          status: 'Rejected',
          reason,
        }),
      ],
    });
    await emailDecision(deps, tx, row.userId, row.storeName, 'not approved', `Reason: ${reason}`);
  });
  return loadDto(deps, id);
}
