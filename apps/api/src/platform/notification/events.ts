import {
  appliedJobsRoute,
  JOB_APPLICATION_FLOW,
  type TJobApplicationStatus,
  VENDOR_JOBS_ROUTE,
  vendorApplicationsRoute,
} from '@bazaar/shared/job-constants';
import { formatPrice } from '@bazaar/shared/money';
import type { TOrderStatus } from '@bazaar/shared/order';
import { rentInquiriesRoute } from '@bazaar/shared/rent-constants';
import { reviewAuthorName } from '@bazaar/shared/review';
import {
  postedTasksRoute,
  TASK_REVIEWS_BY_ME_ROUTE,
  TASK_REVIEWS_FOR_ME_ROUTE,
  TASKER_TASKS_ROUTE,
} from '@bazaar/shared/task-constants';
import type { TThreadSubject } from '@bazaar/shared/thread';
import type { TVendorStatus } from '@bazaar/shared/vendor';
import type { NotificationContent, NotifyInput } from './service.ts';

// One builder per event that concerns a user: what they are told and the page it opens. Services
// pass the result to `notify`, so the wording of every notification is found here.

export const buyerOrderRoute = (orderId: string) => `/user/shop/orders?id=${orderId}`;
export const vendorOrderRoute = (orderId: string) => `/vendor/shop/orders?id=${orderId}`;
const VENDOR_PAYMENTS_ROUTE = '/vendor/shop/payments';

const withReason = (reason: string | null | undefined, lead = 'Reason') =>
  reason ? ` ${lead}: ${reason}` : '';

/** A store's new order from a checkout; the checkout addresses it to the store's owner. */
export function orderReceived(order: {
  orderId: string;
  orderNumber: string;
  units: number;
  total: number;
}): NotificationContent {
  const { orderId, orderNumber, units } = order;
  return {
    title: `New order ${orderNumber}`,
    message: `${units} item${units === 1 ? '' : 's'} for ${formatPrice(order.total)}, cash on delivery. Confirm it when you are ready.`,
    notificationType: 'shop',
    route: vendorOrderRoute(orderId),
    metaData: { orderId, orderNumber },
  };
}

/** The buyer's confirmation page of one checkout (docs/features.md "Checkout"). */
export const checkoutPlacedRoute = (checkoutId: string) => `/user/shop/orders/placed/${checkoutId}`;

/** The buyer: their checkout placed one order per store; the notification opens its confirmation page. */
export function orderPlaced(checkout: {
  checkoutId: string;
  orders: { orderNumber: string; storeName: string }[];
  total: number;
}): NotificationContent {
  const { orders } = checkout;
  const first = orders[0];
  const what =
    orders.length === 1 && first
      ? `Order ${first.orderNumber} from ${first.storeName}`
      : `${orders.length} orders (${orders.map((o) => o.orderNumber).join(', ')})`;
  return {
    title: orders.length === 1 ? 'Order placed' : `${orders.length} orders placed`,
    message: `${what}: ${formatPrice(checkout.total)}, cash on delivery. We will tell you when the store confirms it.`,
    notificationType: 'shop',
    route: checkoutPlacedRoute(checkout.checkoutId),
    metaData: { checkoutId: checkout.checkoutId },
  };
}

/** The store's owner: the buyer cancelled an order. */
export function orderCancelledByBuyer(order: {
  vendorUserId: string;
  orderId: string;
  orderNumber: string;
  buyerName: string;
  total: number;
  reason: string;
}): NotifyInput {
  return {
    userId: order.vendorUserId,
    title: `Order ${order.orderNumber} cancelled by the buyer`,
    message: `${order.buyerName} cancelled order ${order.orderNumber} (${formatPrice(order.total)}).${withReason(order.reason)} The stock is back on the shelf.`,
    notificationType: 'shop',
    route: vendorOrderRoute(order.orderId),
  };
}

const BUYER_MESSAGE: Record<TOrderStatus, string> = {
  Pending: 'is waiting for the store to confirm it',
  Confirmed: 'is confirmed by the store',
  Processing: 'is being packed',
  Shipped: 'is on its way',
  Delivered: 'is delivered. Enjoy, and let others know what you think in a review',
  Cancelled: 'is cancelled',
  Returned: 'is returned; the amount is refunded',
};

/** The buyer: a store or an admin moved their order. A reason is told only for a cancel or return. */
export function orderStatusChanged(order: {
  buyerId: string;
  orderId: string;
  orderNumber: string;
  storeName: string;
  status: TOrderStatus;
  reason: string;
}): NotifyInput {
  const { status, orderNumber } = order;
  const reason = status === 'Cancelled' || status === 'Returned' ? withReason(order.reason) : '';
  return {
    userId: order.buyerId,
    title: `Order ${orderNumber} ${status.toLowerCase()}`,
    message: `Your order ${orderNumber} from ${order.storeName} ${BUYER_MESSAGE[status]}.${reason}`,
    notificationType: 'shop',
    route: buyerOrderRoute(order.orderId),
  };
}

/** The store's owner: an admin delivered (earning credited), returned (taken back) or cancelled an order. */
export function orderSettledByAdmin(order: {
  vendorUserId: string;
  orderId: string;
  orderNumber: string;
  status: 'Delivered' | 'Returned' | 'Cancelled';
  /** Paisa the store earns from the order. */
  earning: number;
  reason: string;
}): NotifyInput {
  const { status, orderNumber } = order;
  const message =
    status === 'Delivered'
      ? `Order ${orderNumber} is delivered; ${formatPrice(order.earning)} is added to your balance.`
      : status === 'Returned'
        ? `Order ${orderNumber} was returned; its earning is taken back from your balance.`
        : `An admin cancelled order ${orderNumber}.${withReason(order.reason)}`;
  return {
    userId: order.vendorUserId,
    title: `Order ${orderNumber} ${status.toLowerCase()}`,
    message,
    notificationType: 'shop',
    route: status === 'Cancelled' ? vendorOrderRoute(order.orderId) : VENDOR_PAYMENTS_ROUTE,
  };
}

/** The applicant: an admin approved or rejected their vendor application. */
export function vendorApplicationDecided(
  application: { userId: string; storeName: string } & (
    | { status: 'Approved' }
    | { status: 'Rejected'; reason: string }
  ),
): NotifyInput {
  const { userId, storeName } = application;
  if (application.status === 'Approved') {
    return {
      userId,
      title: 'You are now a vendor',
      message: `Your store "${storeName}" is approved. Open your vendor dashboard to add products.`,
      notificationType: 'shop',
      route: '/vendor',
    };
  }
  return {
    userId,
    title: 'Vendor application not approved',
    message: `Your application for "${storeName}" was not approved: ${application.reason}`,
    notificationType: 'shop',
    route: '/user/apply-for-vendor',
  };
}

/** The store's owner: a buyer reviewed one of its products. */
export function reviewReceived(review: {
  vendorUserId: string;
  authorFullName: string;
  productName: string;
  rating: number;
  orderNumber: string;
}): NotifyInput {
  return {
    userId: review.vendorUserId,
    title: 'New review',
    message: `${reviewAuthorName(review.authorFullName)} rated "${review.productName}" ${review.rating}/5 (order ${review.orderNumber}).`,
    notificationType: 'shop',
    route: '/vendor/shop/reviews',
  };
}

/** The reviewer: the store replied to their review. */
export function reviewReplied(review: {
  buyerId: string;
  storeName: string;
  productName: string;
}): NotifyInput {
  return {
    userId: review.buyerId,
    title: 'The seller replied to your review',
    message: `${review.storeName} replied to your review of "${review.productName}".`,
    notificationType: 'shop',
    route: '/user/shop/reviews',
  };
}

/** The store's owner: an admin hid a product from the shop, or showed it again. */
export function productVisibilityChanged(product: {
  vendorUserId: string;
  productId: string;
  name: string;
  isHidden: boolean;
  /** Whether the product is on sale (status active): only then is it back in the shop. */
  isActive: boolean;
  reason: string | undefined;
}): NotifyInput {
  const { productId, name } = product;
  return {
    userId: product.vendorUserId,
    ...(product.isHidden
      ? {
          title: 'A product of yours is hidden',
          message: `An admin hid "${name}" from the shop.${withReason(product.reason)}`,
        }
      : {
          title: 'Your product is visible again',
          message: `"${name}" is no longer hidden${product.isActive ? ' and is back in the shop' : ''}.`,
        }),
    notificationType: 'shop',
    route: `/vendor/shop/products?id=${productId}`,
    metaData: { productId },
  };
}

/** The store's owner: an admin suspended the store or restored it. */
export function vendorStatusChanged(vendor: {
  userId: string;
  storeName: string;
  status: TVendorStatus;
  reason: string | undefined;
}): NotifyInput {
  const suspended = vendor.status === 'suspended';
  return {
    userId: vendor.userId,
    title: suspended ? 'Your store is suspended' : 'Your store is restored',
    message: suspended
      ? `"${vendor.storeName}" is suspended and its products are hidden from the shop.${withReason(vendor.reason)}`
      : `"${vendor.storeName}" is active again and its products are back in the shop.${withReason(vendor.reason, 'Note')}`,
    notificationType: 'shop',
    route: '/vendor',
  };
}

/** The store's owner: an admin recorded a payout to the store. */
export function payoutRecorded(payout: {
  vendorUserId: string;
  storeName: string;
  amount: number;
  method: string;
  reference: string;
}): NotifyInput {
  return {
    userId: payout.vendorUserId,
    title: 'Payout recorded',
    message: `${formatPrice(payout.amount)} was paid to ${payout.storeName} by ${payout.method}${payout.reference ? ` (ref. ${payout.reference})` : ''}.`,
    notificationType: 'shop',
    route: VENDOR_PAYMENTS_ROUTE,
  };
}

// ─── Task (notification type `task`): the poster's lists by state, the tasker's list, reviews ───

type TaskRef = { taskId: string; title: string };
const taskMeta = (task: TaskRef) => ({ taskId: task.taskId });

/** The poster: someone offered on their Open task. */
export function taskOfferReceived(
  task: TaskRef & { posterId: string; taskerName: string; amount: number },
): NotifyInput {
  return {
    userId: task.posterId,
    title: 'New offer on your task',
    message: `${task.taskerName} offered ${formatPrice(task.amount)} for "${task.title}".`,
    notificationType: 'task',
    route: postedTasksRoute('Open'),
    metaData: taskMeta(task),
  };
}

/** The tasker: the poster accepted their offer; the task is theirs to do. */
export function taskOfferAccepted(task: TaskRef & { taskerId: string; amount: number }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Your offer was accepted',
    message: `Your offer of ${formatPrice(task.amount)} for "${task.title}" was accepted. Message the poster to arrange it.`,
    notificationType: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** A tasker whose Pending offer was not chosen (another was accepted, or the task was cancelled). */
export function taskOfferRejected(task: TaskRef & { taskerId: string; isCancelled: boolean }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Your offer was not accepted',
    message: task.isCancelled
      ? `"${task.title}" was cancelled, so your offer is closed.`
      : `The poster chose another offer for "${task.title}".`,
    notificationType: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The poster: a question on their task. */
export function taskQuestionAsked(task: TaskRef & { posterId: string; askerName: string }): NotifyInput {
  return {
    userId: task.posterId,
    title: 'New question on your task',
    message: `${task.askerName} asked a question about "${task.title}".`,
    notificationType: 'task',
    route: postedTasksRoute('Open'),
    metaData: taskMeta(task),
  };
}

/** The asker: the poster answered their question. */
export function taskQuestionAnswered(task: TaskRef & { askerId: string }): NotifyInput {
  return {
    userId: task.askerId,
    title: 'Your question was answered',
    message: `The poster of "${task.title}" answered your question.`,
    notificationType: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The poster: the tasker marked the task done; it waits for their confirmation. */
export function taskMarkedDone(task: TaskRef & { posterId: string; taskerName: string }): NotifyInput {
  return {
    userId: task.posterId,
    title: 'Task marked done',
    message: `${task.taskerName} marked "${task.title}" done. Confirm it to complete the task.`,
    notificationType: 'task',
    route: postedTasksRoute('Assigned'),
    metaData: taskMeta(task),
  };
}

/** The tasker: the poster confirmed the task; both may now review each other. */
export function taskCompleted(task: TaskRef & { taskerId: string }): NotifyInput {
  return {
    userId: task.taskerId,
    title: 'Task completed',
    message: `The poster confirmed "${task.title}" is complete. Leave them a review.`,
    notificationType: 'task',
    route: TASKER_TASKS_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The assigned tasker (and, when an admin cancelled it, the poster): the task is cancelled. */
export function taskCancelled(
  task: TaskRef & { userId: string; asTasker: boolean; reason: string; byAdmin: boolean },
): NotifyInput {
  return {
    userId: task.userId,
    title: 'Task cancelled',
    message: `"${task.title}" was cancelled${task.byAdmin ? ' by Bazaar' : ' by the poster'}.${withReason(task.reason)}`,
    notificationType: 'task',
    route: task.asTasker ? TASKER_TASKS_ROUTE : postedTasksRoute('Cancelled'),
    metaData: taskMeta(task),
  };
}

/** The person reviewed: a review about them on a completed task. */
export function taskReviewReceived(
  task: TaskRef & { subjectId: string; authorName: string; rating: number },
): NotifyInput {
  return {
    userId: task.subjectId,
    title: 'New review',
    message: `${reviewAuthorName(task.authorName)} rated you ${task.rating}/5 for "${task.title}".`,
    notificationType: 'task',
    route: TASK_REVIEWS_FOR_ME_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The review's author: the person they reviewed replied. */
export function taskReviewReplied(task: TaskRef & { authorId: string; subjectName: string }): NotifyInput {
  return {
    userId: task.authorId,
    title: 'Reply to your review',
    message: `${reviewAuthorName(task.subjectName)} replied to your review for "${task.title}".`,
    notificationType: 'task',
    route: TASK_REVIEWS_BY_ME_ROUTE,
    metaData: taskMeta(task),
  };
}

/** The longest piece of a message a notification quotes. */
const MESSAGE_EXCERPT_LENGTH = 140;

function excerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A participant of a private thread: someone else in it wrote. Opens that participant's own page
 * of the subject (`route`); `threadId` in the metaData lets the thread find its notifications (a
 * participant is told once until they read the thread or see the notification).
 */
export function threadMessageReceived(message: {
  userId: string;
  route: string;
  threadId: string;
  subject: { kind: TThreadSubject; id: string };
  threadTitle: string;
  senderName: string;
  body: string;
}): NotifyInput {
  return {
    userId: message.userId,
    title: `New message from ${message.senderName}`,
    message: `${message.threadTitle}: "${excerpt(message.body)}"`,
    notificationType: message.subject.kind === 'task' ? 'task' : 'other',
    route: message.route,
    metaData: {
      threadId: message.threadId,
      subjectKind: message.subject.kind,
      subjectId: message.subject.id,
    },
  };
}

// ─── Job (notification type `job`): the vendor's applications list, the applicant's list by status ─

type JobRef = { jobId: string; title: string };
const jobMeta = (job: JobRef) => ({ jobId: job.jobId });

/** The job's vendor: someone applied. */
export function jobApplicationReceived(
  job: JobRef & { vendorUserId: string; applicantName: string },
): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'New job application',
    message: `${job.applicantName} applied for "${job.title}".`,
    notificationType: 'job',
    route: vendorApplicationsRoute('Applied'),
    metaData: jobMeta(job),
  };
}

const APPLICATION_NEWS: Record<TJobApplicationStatus, string> = {
  Applied: 'is received',
  Shortlisted: 'is shortlisted',
  Interview: 'moved to the interview stage: the employer will contact you',
  Hired: 'was successful: you are hired',
  Rejected: 'was not successful this time',
  Withdrawn: 'is withdrawn',
};

/** The applicant: the vendor moved their application. */
export function jobApplicationStatusChanged(
  job: JobRef & { applicantId: string; status: TJobApplicationStatus },
): NotifyInput {
  return {
    userId: job.applicantId,
    title: `Application ${JOB_APPLICATION_FLOW.labels[job.status].toLowerCase()}`,
    message: `Your application for "${job.title}" ${APPLICATION_NEWS[job.status]}.`,
    notificationType: 'job',
    route: appliedJobsRoute(job.status),
    metaData: jobMeta(job),
  };
}

/** The job's vendor: an applicant withdrew. */
export function jobApplicationWithdrawn(
  job: JobRef & { vendorUserId: string; applicantName: string },
): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'Application withdrawn',
    message: `${job.applicantName} withdrew their application for "${job.title}".`,
    notificationType: 'job',
    route: vendorApplicationsRoute('Withdrawn'),
    metaData: jobMeta(job),
  };
}

/** The job's vendor: an admin closed their job. */
export function jobClosedByAdmin(job: JobRef & { vendorUserId: string }): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'Job closed by Bazaar',
    message: `"${job.title}" was closed by an admin and takes no more applications.`,
    notificationType: 'job',
    route: VENDOR_JOBS_ROUTE,
    metaData: jobMeta(job),
  };
}

// ─── Rent (notification type `other`): both sides' inquiries at /user/rent/inquiries ──────────────

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
    route: rentInquiriesRoute('received'),
    metaData: rentInquiryMeta(ref),
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
    route: rentInquiriesRoute(ref.asOwner ? 'received' : 'sent'),
    metaData: rentInquiryMeta(ref),
  };
}
