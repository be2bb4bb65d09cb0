import { buildPagination } from '@bazaar/shared/pagination';
import {
  RENT_INQUIRY_FLOW,
  RENT_INQUIRY_STATUSES,
  rentInquiriesRoute,
  type TRentInquiry,
  type TRentInquiryListResponse,
  type TRentInquiryStatus,
  type ZRentInquiryListQuery,
  type ZRentInquiryRequest,
} from '@bazaar/shared/rent';
import type { z } from 'zod';
import { rentInquiries } from '../../db/schema/rents.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { holdNewAccount, rowsMadeSince } from '../../platform/moderation/limits.ts';
import { notify, notifyHook } from '../../platform/notification/service.ts';
import { openThread } from '../../platform/thread/service.ts';
import * as dto from './dto.ts';
import * as inquiryRepo from './inquiry-repo.ts';
import { rentInquiryClosed, rentInquiryReceived } from './notifications.ts';
import * as repo from './repo.ts';
import { findPublicListing, type RentDeps } from './service.ts';

const NOT_FOUND = 'Inquiry not found';

/**
 * POST /rent/:id/inquiries: anyone but the owner asks about an Active listing. One open inquiry per
 * sender per listing (the unique partial index settles a race: 409). The inquiry's private thread
 * opens in the same transaction, each side's notifications leading to their side of
 * /user/rent/inquiries; the owner is told.
 */
export async function sendInquiry(
  deps: RentDeps,
  sender: UserRow,
  listingId: string,
  input: z.output<typeof ZRentInquiryRequest>,
): Promise<TRentInquiry> {
  const listing = await findPublicListing(deps.db, listingId);
  if (listing.ownerId === sender.id)
    throw new AppError('FORBIDDEN', 'You cannot inquire about your own listing');
  await holdNewAccount(
    deps.db,
    sender.id,
    'conversations',
    rowsMadeSince(deps.db, rentInquiries, rentInquiries.senderId, sender.id, rentInquiries.createdAt),
  );
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await repo.countInquiryOnActiveListing(tx, listingId))) {
        throw new AppError('CONFLICT', 'This listing is not taking inquiries now');
      }
      await inquiryRepo.insertInquiry(tx, {
        id,
        listingId,
        senderId: sender.id,
        ownerId: listing.ownerId,
        message: input.message,
        phone: input.phone,
        visitDate: input.visitDate,
      });
      await openThread(tx, {
        subject: { kind: 'rent-inquiry', id },
        title: listing.title,
        participants: [
          { userId: listing.ownerId, route: rentInquiriesRoute('received') },
          { userId: sender.id, route: rentInquiriesRoute('sent') },
        ],
      });
      await notify(
        tx,
        deps,
        rentInquiryReceived({
          inquiryId: id,
          listingId,
          title: listing.title,
          ownerId: listing.ownerId,
          senderName: sender.fullName,
          message: input.message,
        }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'rent_inquiries_open_unique')) {
      throw new AppError(
        'CONFLICT',
        'You already have an open inquiry about this listing: continue it instead',
      );
    }
    throw err;
  }
  return dto.toInquiry(
    deps,
    (await inquiryRepo.findInquiry(deps.db, id)) as NonNullable<
      Awaited<ReturnType<typeof inquiryRepo.findInquiry>>
    >,
  );
}

/** GET /rent/user/inquiries: the inquiries I received (as owner) or sent, newest activity first. */
export async function listMyInquiries(
  deps: RentDeps,
  userId: string,
  query: z.output<typeof ZRentInquiryListQuery>,
): Promise<TRentInquiryListResponse> {
  const opts = { box: query.box, status: query.status, listingId: query.listing };
  const [page, counts] = await Promise.all([
    inquiryRepo.listInquiries(deps.db, userId, { ...opts, page: query.page, limit: query.limit }),
    inquiryRepo.countInquiriesByStatus(deps.db, userId, opts),
  ]);
  return {
    docs: await dto.toInquiries(deps, page.docs),
    pagination: buildPagination(query.page, query.limit, page.total),
    counts: Object.fromEntries(RENT_INQUIRY_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
      TRentInquiryStatus,
      number
    >,
  };
}

/** PUT /rent/inquiries/:inquiryId/close: the owner or the sender closes it (409 when already Closed); the other is told. */
export async function closeInquiry(deps: RentDeps, user: UserRow, inquiryId: string): Promise<TRentInquiry> {
  const inquiry = await inquiryRepo.findInquiry(deps.db, inquiryId);
  if (!inquiry || (inquiry.ownerId !== user.id && inquiry.senderId !== user.id)) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  const asOwner = inquiry.ownerId === user.id;
  const listing = await repo.findListing(deps.db, inquiry.listingId);
  await inTransaction(deps.db, (tx) =>
    transition(tx, notifyHook(deps), {
      table: rentInquiries,
      flow: RENT_INQUIRY_FLOW,
      id: inquiryId,
      role: asOwner ? 'Owner' : 'Sender',
      from: inquiry.status,
      to: 'Closed',
      set: { closedAt: new Date(), updatedAt: new Date() },
      notify: (row) => [
        rentInquiryClosed({
          inquiryId,
          listingId: row.listingId,
          title: listing?.title ?? 'your listing',
          userId: asOwner ? row.senderId : row.ownerId,
          closedByName: user.fullName,
          // The one told is the other side: the sender when the owner closed it.
          asOwner: !asOwner,
        }),
      ],
    }),
  );
  return dto.toInquiry(deps, (await inquiryRepo.findInquiry(deps.db, inquiryId)) ?? inquiry);
}
