import { formatPrice } from '@bazaar/shared/money';
import type { TOrderStatus } from '@bazaar/shared/order';
import { reviewAuthorName } from '@bazaar/shared/review';
import type { TVendorStatus } from '@bazaar/shared/vendor';
import type { NotificationContent, NotifyInput } from '../../platform/notification/service.ts';
import { sentence, withReason } from '../../platform/notification/text.ts';

// What each person is told on each event of the shop, and the page it opens. Services pass the result to
// `notify` (platform/notification/service.ts), so the wording of the shop's notifications is found here.

export const buyerOrderRoute = (orderId: string) => `/user/shop/orders?id=${orderId}`;
export const vendorOrderRoute = (orderId: string) => `/vendor/shop/orders?id=${orderId}`;
const VENDOR_PAYMENTS_ROUTE = '/vendor/shop/payments';

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
    topic: 'shop',
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
    topic: 'shop',
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
    topic: 'shop',
    route: vendorOrderRoute(order.orderId),
    metaData: { orderId: order.orderId, orderNumber: order.orderNumber },
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
    topic: 'shop',
    route: buyerOrderRoute(order.orderId),
    // The order's id lets an open page of it follow the move (the web's live refresh).
    metaData: { orderId: order.orderId, orderNumber },
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
    topic: 'shop',
    route: status === 'Cancelled' ? vendorOrderRoute(order.orderId) : VENDOR_PAYMENTS_ROUTE,
    metaData: { orderId: order.orderId, orderNumber },
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
      topic: 'account',
      route: '/vendor',
    };
  }
  return {
    userId,
    title: 'Vendor application not approved',
    message: `Your application for "${storeName}" was not approved: ${sentence(application.reason)}`,
    notificationType: 'shop',
    topic: 'account',
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
    topic: 'shop',
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
    topic: 'shop',
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
    topic: 'shop',
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
    topic: 'shop',
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
    message: sentence(
      `${formatPrice(payout.amount)} was paid to ${payout.storeName} by ${payout.method}${payout.reference ? ` (ref. ${payout.reference})` : ''}`,
    ),
    notificationType: 'shop',
    topic: 'shop',
    route: VENDOR_PAYMENTS_ROUTE,
  };
}
