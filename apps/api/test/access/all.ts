import { AD_ACCESS } from './ad.ts';
import { ADDRESS_ACCESS } from './address.ts';
import { ADDRESS_BOOK_ACCESS } from './address-book.ts';
import { AUTH_ACCESS } from './auth.ts';
import { CART_ACCESS } from './cart.ts';
import { CATEGORY_ACCESS } from './category.ts';
import { CHECKOUT_ACCESS } from './checkout.ts';
import { CONTENT_ACCESS } from './content.ts';
import { CROSS_SELL_ACCESS } from './cross-sell.ts';
import { DASHBOARD_ACCESS } from './dashboard.ts';
import { DELIVERY_ACCESS } from './delivery.ts';
import { DELIVERY_CHARGE_ACCESS } from './delivery-charge.ts';
import { EMAIL_TEMPLATE_ACCESS } from './email-template.ts';
import { HEALTH_ACCESS } from './health.ts';
import { JOB_ACCESS } from './job.ts';
import { LIVE_ACCESS } from './live.ts';
import { MESSAGE_ACCESS } from './message.ts';
import { MODERATION_ACCESS } from './moderation.ts';
import { NOTIFICATION_ACCESS } from './notification.ts';
import { ORDER_ACCESS } from './order.ts';
import { PAGE_CACHE_ACCESS } from './page-cache.ts';
import { PRODUCT_ACCESS } from './product.ts';
import { PROFILE_ACCESS } from './profile.ts';
import { PUSH_ACCESS } from './push.ts';
import { RENT_ACCESS } from './rent.ts';
import { REVIEW_ACCESS } from './review.ts';
import { SAVED_SEARCH_ACCESS } from './saved-search.ts';
import { SEARCH_ACCESS } from './search.ts';
import { SITE_SETTING_ACCESS } from './site-setting.ts';
import { SLIDER_ACCESS } from './slider.ts';
import { TASK_ACCESS } from './task.ts';
import { THREAD_ACCESS } from './thread.ts';
import type { Access } from './types.ts';
import { UPLOAD_ACCESS } from './upload.ts';
import { USER_ACCESS } from './user.ts';
import { VENDOR_ACCESS } from './vendor.ts';
import { VENDOR_APPLICATION_ACCESS } from './vendor-application.ts';
import { VENDOR_PAYMENT_ACCESS } from './vendor-payment.ts';
import { VOUCHER_ACCESS } from './voucher.ts';
import { WISHLIST_ACCESS } from './wishlist.ts';

/** Every API route and who may call it, one list per area (<area>.ts here). A new route fails the first test until it is listed. */
export const ACCESS: Record<string, Access> = {
  ...AD_ACCESS,
  ...ADDRESS_ACCESS,
  ...ADDRESS_BOOK_ACCESS,
  ...AUTH_ACCESS,
  ...CART_ACCESS,
  ...CATEGORY_ACCESS,
  ...CHECKOUT_ACCESS,
  ...DASHBOARD_ACCESS,
  ...CONTENT_ACCESS,
  ...DELIVERY_ACCESS,
  ...DELIVERY_CHARGE_ACCESS,
  ...EMAIL_TEMPLATE_ACCESS,
  ...HEALTH_ACCESS,
  ...LIVE_ACCESS,
  ...MESSAGE_ACCESS,
  ...MODERATION_ACCESS,
  ...NOTIFICATION_ACCESS,
  ...ORDER_ACCESS,
  ...PAGE_CACHE_ACCESS,
  ...PRODUCT_ACCESS,
  ...PUSH_ACCESS,
  ...CROSS_SELL_ACCESS,
  ...PROFILE_ACCESS,
  ...REVIEW_ACCESS,
  ...SAVED_SEARCH_ACCESS,
  ...SEARCH_ACCESS,
  ...SITE_SETTING_ACCESS,
  ...SLIDER_ACCESS,
  ...TASK_ACCESS,
  ...JOB_ACCESS,
  ...RENT_ACCESS,
  ...THREAD_ACCESS,
  ...UPLOAD_ACCESS,
  ...USER_ACCESS,
  ...VENDOR_ACCESS,
  ...VENDOR_APPLICATION_ACCESS,
  ...VENDOR_PAYMENT_ACCESS,
  ...VOUCHER_ACCESS,
  ...WISHLIST_ACCESS,
};
