import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAdRoutes, adRoutes } from './content/ad/routes.ts';
import { adminBlogRoutes, blogRoutes } from './content/blog/routes.ts';
import { adminMessageRoutes, contactRoutes } from './content/contact/routes.ts';
import { adminFaqRoutes, faqRoutes } from './content/faq/routes.ts';
import { adminPageRoutes, pageRoutes } from './content/page/routes.ts';
import { adminPartnerRoutes, partnerRoutes } from './content/partner/routes.ts';
import { adminSliderRoutes, sliderRoutes } from './content/slider/routes.ts';
import { adminTeamRoutes, teamRoutes } from './content/team/routes.ts';
import { adminAddressRoutes } from './platform/address/admin-routes.ts';
import { addressRoutes } from './platform/address/routes.ts';
import { authRoutes } from './platform/auth/routes.ts';
import { adminCategoryRoutes } from './platform/category/admin-routes.ts';
import { categoryRoutes } from './platform/category/routes.ts';
import { adminCrossSellRoutes, crossSellRoutes } from './platform/cross-sell/routes.ts';
import { adminDashboardRoutes } from './platform/dashboard/routes.ts';
import { adminEmailTemplateRoutes } from './platform/email-template/routes.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { liveRoutes } from './platform/live/routes.ts';
import { adminModerationRoutes, reportRoutes } from './platform/moderation/routes.ts';
import { notificationRoutes, unsubscribeRoutes } from './platform/notification/routes.ts';
import { pageCacheRoutes } from './platform/page-cache/routes.ts';
import { profileRoutes } from './platform/profile/routes.ts';
import { pushRoutes } from './platform/push/routes.ts';
import { savedSearchRoutes } from './platform/saved-search/routes.ts';
import { searchRoutes } from './platform/search/routes.ts';
import { siteSettingRoutes } from './platform/site-setting/routes.ts';
import { sitemapRoutes } from './platform/sitemap/routes.ts';
import { adminThreadRoutes, threadRoutes } from './platform/thread/routes.ts';
import { uploadRoutes } from './platform/upload/routes.ts';
import { superAdminAdminRoutes } from './platform/user/admins-routes.ts';
import { adminUserRoutes } from './platform/user/routes.ts';
import { adminJobRoutes } from './sections/job/admin-routes.ts';
import { publicJobRoutes, userJobRoutes } from './sections/job/routes.ts';
import { vendorJobRoutes } from './sections/job/vendor-routes.ts';
import { adminRentRoutes } from './sections/rent/admin-routes.ts';
import { publicRentRoutes, userRentRoutes } from './sections/rent/routes.ts';
import { addressBookRoutes } from './sections/shop/address-book/routes.ts';
import { guestCartRoutes, myCartRoutes } from './sections/shop/cart/routes.ts';
import { checkoutRoutes } from './sections/shop/checkout/routes.ts';
import { adminDeliveryRoutes } from './sections/shop/delivery/routes.ts';
import { deliveryChargeRoutes } from './sections/shop/delivery-charge/routes.ts';
import { adminOrderRoutes, userOrderRoutes, vendorOrderRoutes } from './sections/shop/order/routes.ts';
import { adminProductRoutes } from './sections/shop/product/admin-routes.ts';
import { productRoutes } from './sections/shop/product/routes.ts';
import { vendorProductRoutes } from './sections/shop/product/vendor-routes.ts';
import {
  adminReviewRoutes,
  myReviewRoutes,
  productReviewRoutes,
  vendorReviewRoutes,
} from './sections/shop/review/routes.ts';
import { adminVendorRoutes } from './sections/shop/vendor/admin-routes.ts';
import { vendorStoreRoutes } from './sections/shop/vendor/routes.ts';
import { publicStoreRoutes } from './sections/shop/vendor/store-routes.ts';
import {
  adminVendorApplicationRoutes,
  vendorApplicationRoutes,
} from './sections/shop/vendor-application/routes.ts';
import { adminVendorPaymentRoutes, vendorPaymentRoutes } from './sections/shop/vendor-payment/routes.ts';
import { adminVoucherRoutes } from './sections/shop/voucher/routes.ts';
import { wishlistRoutes } from './sections/shop/wishlist/routes.ts';
import { adminTaskRoutes, taskServiceChargeRoutes } from './sections/task/admin-routes.ts';
import { publicTaskRoutes, userTaskRoutes } from './sections/task/routes.ts';

/** Each area of the API and what it holds: the tags of the API document, in this order. */
export const AREAS = {
  health: 'Whether the API and its database answer',
  'page-cache': "What the web server's cached public pages must drop (the web server only)",
  auth: 'Accounts: sign-up, sign-in, my profile, passwords',
  user: "The admins' list of users; the super admin's admins",
  dashboard: "The admin's figures across the marketplace",
  contact: "The contact form and the admins' inbox",
  'email-template': "Every email's wording and the outbox",
  notification: "A signed-in person's notifications",
  live: "A signed-in person's live events: notifications, seen marks, messages",
  push: 'Web push: the browsers a person allowed it on',
  'saved-search': 'Saved searches and their alerts of new matches',
  thread: 'Private conversations about a task or a rent inquiry',
  'site-setting': "The site's name, contacts and links",
  upload: 'Public images and private documents',
  address: "Nepal's place tree",
  'address-book': "A buyer's delivery addresses",
  category: "Each section's categories",
  'cross-sell': 'Offers of one section on the pages of another: a tasker for a product, rentals near a job',
  product: "The shop's catalogue, a store's products, the admin's product list",
  cart: 'The cart, signed in or as a guest',
  wishlist: 'Products a buyer keeps for later',
  checkout: 'Pricing and placing orders',
  voucher: 'Discount vouchers',
  'delivery-charge': 'Delivery charges by place',
  order: 'Orders for the buyer, the store and the admin',
  delivery: 'Deliveries of orders',
  review: 'Reviews of delivered items',
  vendor: "Stores: a store's profile and dashboard, its public page, the admin's store list",
  'vendor-application': 'Applications to sell',
  'vendor-payment': 'What stores earn and are paid',
  slider: "The home page's slides",
  ad: 'Ads in the slots of the site',
  task: 'Task: tasks, offers, questions, reviews, taskers',
  job: 'Job: jobs and applications',
  rent: 'Rent: rentals and inquiries',
  blog: 'Blog posts',
  faq: 'Frequently asked questions',
  page: 'Pages: about and the policies',
  team: 'The team shown on the about page',
  partner: 'Partners shown on the site',
  sitemap: 'Every public address, for the sitemap',
  search: 'Search every section at once',
  profile: "A person's public profile across the sections",
  moderation: "Reports of listings, reviews, messages and people, and the admins' queue",
} as const satisfies Record<string, string>;
export type Area = keyof typeof AREAS;

/**
 * Every route of the API, by area and audience: the plugin, the prefix it is mounted at and its area (the
 * folder under sections/, platform/ or content/, which is also the routes' tag in the API document). One
 * plugin per audience, each with its own role hook (see ARCHITECTURE.md, "Adding an area").
 */
export const AREA_ROUTES: ReadonlyArray<readonly [FastifyPluginAsyncZod, string, Area]> = [
  [healthRoutes, '/api', 'health'],
  // page-cache: what the web's cached public pages must drop (the web server only)
  [pageCacheRoutes, '/api/page-cache', 'page-cache'],
  // auth: sign-up, sign-in, my profile, passwords
  [authRoutes, '/api/auth', 'auth'],
  // user: the admin's user list; the super admin's admins
  [adminUserRoutes, '/api/admin/users', 'user'],
  [superAdminAdminRoutes, '/api/admin/admins', 'user'],
  // dashboard: the admin's figures across the marketplace
  [adminDashboardRoutes, '/api/admin/dashboard', 'dashboard'],
  // contact: the contact form and the admins' inbox; email-template: every email's wording, the outbox
  [contactRoutes, '/api/contact', 'contact'],
  [adminMessageRoutes, '/api/admin/messages', 'contact'],
  [adminEmailTemplateRoutes, '/api/admin/email-templates', 'email-template'],
  [notificationRoutes, '/api/notification', 'notification'],
  // an email's one-click unsubscribe: no sign-in, a signed token
  [unsubscribeRoutes, '/api/notification/unsubscribe', 'notification'],
  // live: the signed-in person's event stream (notifications, seen marks, messages) from every instance
  [liveRoutes, '/api/live', 'live'],
  // push: web push subscriptions of a person's browsers
  [pushRoutes, '/api/push', 'push'],
  // moderation: reports of anything, and the admins' one queue across the sections
  [reportRoutes, '/api/reports', 'moderation'],
  [adminModerationRoutes, '/api/admin/moderation', 'moderation'],
  // saved-search: a person's saved searches, told of new listings that match them
  [savedSearchRoutes, '/api/user/saved-searches', 'saved-search'],
  // thread: private conversations about a subject of another area (a task, a rent inquiry)
  [threadRoutes, '/api/thread', 'thread'],
  [adminThreadRoutes, '/api/admin/threads', 'thread'],
  [siteSettingRoutes, '/api/site-setting', 'site-setting'],
  [uploadRoutes, '/api/upload', 'upload'],
  // address: the place tree; address-book: a user's delivery addresses
  [addressRoutes, '/api/address', 'address'],
  [adminAddressRoutes, '/api/admin/addresses', 'address'],
  [addressBookRoutes, '/api/user/addresses', 'address-book'],
  // category
  [categoryRoutes, '/api/category', 'category'],
  [adminCategoryRoutes, '/api/admin/categories', 'category'],
  // cross-sell: what a page offers of another section; the admin's links and counts
  [crossSellRoutes, '/api/cross-sell', 'cross-sell'],
  [adminCrossSellRoutes, '/api/admin/cross-sell', 'cross-sell'],
  // product
  [productRoutes, '/api/product', 'product'],
  [vendorProductRoutes, '/api/vendor/products', 'product'],
  [adminProductRoutes, '/api/admin/products', 'product'],
  // cart, wishlist, checkout
  [myCartRoutes, '/api/order/user', 'cart'],
  [guestCartRoutes, '/api/cart', 'cart'],
  [wishlistRoutes, '/api/wishlist', 'wishlist'],
  [checkoutRoutes, '/api/order/user/checkout', 'checkout'],
  [adminVoucherRoutes, '/api/admin/vouchers', 'voucher'],
  [deliveryChargeRoutes, '/api/admin/site-setting/delivery-charge', 'delivery-charge'],
  // order, delivery
  [userOrderRoutes, '/api/order/user', 'order'],
  [vendorOrderRoutes, '/api/vendor/orders', 'order'],
  [adminOrderRoutes, '/api/admin/orders', 'order'],
  [adminDeliveryRoutes, '/api/admin/deliveries', 'delivery'],
  // review
  [productReviewRoutes, '/api/product', 'review'],
  [myReviewRoutes, '/api/order/user/reviews', 'review'],
  [vendorReviewRoutes, '/api/vendor/reviews', 'review'],
  [adminReviewRoutes, '/api/admin/reviews', 'review'],
  // vendor: the store's own dashboard and profile, its public page, the admin's store list; applications; payments
  [vendorStoreRoutes, '/api/vendor', 'vendor'],
  [publicStoreRoutes, '/api/store', 'vendor'],
  [adminVendorRoutes, '/api/admin/vendors', 'vendor'],
  [vendorApplicationRoutes, '/api/vendor-application', 'vendor-application'],
  [adminVendorApplicationRoutes, '/api/admin/vendor-applications', 'vendor-application'],
  [vendorPaymentRoutes, '/api/vendor/payments', 'vendor-payment'],
  [adminVendorPaymentRoutes, '/api/admin/vendor-payments', 'vendor-payment'],
  // slider, ad
  [sliderRoutes, '/api/slider', 'slider'],
  [adminSliderRoutes, '/api/admin/sliders', 'slider'],
  [adRoutes, '/api/ad', 'ad'],
  [adminAdRoutes, '/api/admin/ads', 'ad'],
  // task: the public list and pages, the signed-in user's tasks, offers and reviews, the back office
  [publicTaskRoutes, '/api/task', 'task'],
  [userTaskRoutes, '/api/task', 'task'],
  [adminTaskRoutes, '/api/admin/task', 'task'],
  [taskServiceChargeRoutes, '/api/admin/site-setting/task-service-charge', 'task'],
  // job: the public list and pages, applying and my applications, the vendor's jobs and applications, the back office
  [publicJobRoutes, '/api/job', 'job'],
  [userJobRoutes, '/api/job', 'job'],
  [vendorJobRoutes, '/api/vendor/job', 'job'],
  [adminJobRoutes, '/api/admin/job', 'job'],
  // rent: the public list and pages, the signed-in user's listings and inquiries, the back office
  [publicRentRoutes, '/api/rent', 'rent'],
  [userRentRoutes, '/api/rent', 'rent'],
  [adminRentRoutes, '/api/admin/rent', 'rent'],
  // blog, faq, page (about and policies), team, partner: the content a super admin or admin writes
  [blogRoutes, '/api/blog', 'blog'],
  [adminBlogRoutes, '/api/admin/blogs', 'blog'],
  [faqRoutes, '/api/faq', 'faq'],
  [adminFaqRoutes, '/api/admin/faqs', 'faq'],
  [pageRoutes, '/api/page', 'page'],
  [adminPageRoutes, '/api/admin/site-setting/pages', 'page'],
  [teamRoutes, '/api/team', 'team'],
  [adminTeamRoutes, '/api/admin/site-setting/our-team', 'team'],
  [partnerRoutes, '/api/partner', 'partner'],
  [adminPartnerRoutes, '/api/admin/site-setting/our-partner', 'partner'],
  // sitemap: every public address
  [sitemapRoutes, '/api/sitemap', 'sitemap'],
  // search: every section's best matches at once
  [searchRoutes, '/api/search', 'search'],
  // profile: a person's public page, each section's part of it through the registry
  [profileRoutes, '/api/profile', 'profile'],
];
