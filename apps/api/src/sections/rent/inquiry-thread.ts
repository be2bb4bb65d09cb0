import { RENT_INQUIRY_FLOW } from '@bazaar/shared/rent-constants';
import type { Executor } from '../../db/client.ts';
import { rentInquiries } from '../../db/schema/rents.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { transition } from '../../lib/status-flow.ts';
import { type NotifyDeps, notifyHook } from '../../platform/notification/service.ts';
import * as inquiryRepo from './inquiry-repo.ts';
import { rentInquiryReplied } from './notifications.ts';
import * as repo from './repo.ts';

/**
 * The rent inquiry's rule for a message in its thread (its section.ts gives it to the thread through the registry): a Closed
 * inquiry takes no more messages (409); the owner's first message moves a New inquiry to Replied
 * and tells the sender "your inquiry was answered" instead of the thread's plain "new message".
 */
export async function onRentInquiryMessage(
  tx: Executor,
  deps: NotifyDeps,
  message: { subjectId: string; sender: UserRow; body: string },
): Promise<string[]> {
  const inquiry = await inquiryRepo.findInquiry(tx, message.subjectId);
  if (!inquiry) return [];
  if (inquiry.status === 'Closed') {
    throw new AppError(
      'CONFLICT',
      'This inquiry is closed: send a new inquiry from the listing to talk again',
    );
  }
  if (inquiry.status !== 'New' || message.sender.id !== inquiry.ownerId) return [];
  const listing = await repo.findListing(tx, inquiry.listingId);
  await transition(tx, notifyHook(deps), {
    table: rentInquiries,
    flow: RENT_INQUIRY_FLOW,
    id: inquiry.id,
    role: 'Owner',
    from: 'New',
    to: 'Replied',
    set: { repliedAt: new Date(), updatedAt: new Date() },
    notify: (row) => [
      rentInquiryReplied({
        inquiryId: row.id,
        listingId: row.listingId,
        title: listing?.title ?? 'a listing',
        senderId: row.senderId,
        ownerName: message.sender.fullName,
        body: message.body,
      }),
    ],
  });
  return [inquiry.senderId];
}
