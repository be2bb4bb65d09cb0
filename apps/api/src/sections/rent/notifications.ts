import { rentInquiriesRoute } from '@bazaar/shared/rent-constants';
import type { NotifyInput } from '../../platform/notification/service.ts';
import { excerpt } from '../../platform/notification/text.ts';

// What each side of a rent inquiry is told (notification type `other`: both sides' inquiries at
// /user/rent/inquiries) and the page it opens. Services pass the result to `notify`.

type RentInquiryRef = { inquiryId: string; listingId: string; title: string };
const rentInquiryMeta = (ref: RentInquiryRef) => ({ inquiryId: ref.inquiryId, listingId: ref.listingId });

/** The owner: someone inquired about their listing. */
export function rentInquiryReceived(
  ref: RentInquiryRef & { ownerId: string; senderName: string; message: string },
): NotifyInput {
  return {
    userId: ref.ownerId,
    title: 'New inquiry on your listing',
    message: `${ref.senderName} asked about "${ref.title}": "${excerpt(ref.message)}"`,
    notificationType: 'other',
    topic: 'rent',
    route: rentInquiriesRoute('received'),
    metaData: rentInquiryMeta(ref),
    email: {
      templateKey: 'rent-inquiry-received',
      values: { listingTitle: ref.title, senderName: ref.senderName, message: ref.message },
    },
  };
}

/** The sender: the owner answered their inquiry (the first answer; later ones are thread messages). */
export function rentInquiryReplied(
  ref: RentInquiryRef & { senderId: string; ownerName: string; body: string },
): NotifyInput {
  return {
    userId: ref.senderId,
    title: 'Your inquiry was answered',
    message: `${ref.ownerName} replied about "${ref.title}": "${excerpt(ref.body)}"`,
    notificationType: 'other',
    topic: 'rent',
    route: rentInquiriesRoute('sent'),
    metaData: rentInquiryMeta(ref),
  };
}

/** The other side: an inquiry was closed. */
export function rentInquiryClosed(
  ref: RentInquiryRef & { userId: string; closedByName: string; asOwner: boolean },
): NotifyInput {
  return {
    userId: ref.userId,
    title: 'Inquiry closed',
    message: `${ref.closedByName} closed the inquiry about "${ref.title}".`,
    notificationType: 'other',
    topic: 'rent',
    route: rentInquiriesRoute(ref.asOwner ? 'received' : 'sent'),
    metaData: rentInquiryMeta(ref),
  };
}
