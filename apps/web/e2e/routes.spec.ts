import { test } from '@playwright/test';
import type { DemoRole } from './fixtures/api.ts';
import { SCANNED_PAGES } from './fixtures/catalogue.ts';
import { openOwnPage } from './fixtures/own-page.ts';
import { signedInAs } from './fixtures/roles.ts';

// Every route of the product (docs/product-rules.md "Routes and shell"), opened by a role that may see
// it: each answers its own page, not a placeholder, a redirect or an error (fixtures/own-page.ts). One
// test per audience walks its routes in one browser tab (a step each, every failing route reported, not
// only the first), so the app's scripts load once per audience rather than once per route; the
// audiences run side by side. The routes the accessibility spec scans for the same audience
// (SCANNED_PAGES) are opened there with the same checks, so the walk leaves them out.

const SECTIONS = ['shop', 'task', 'job', 'rent'] as const;

const PUBLIC_ROUTES = [
  '/',
  '/shop',
  '/task',
  '/job',
  '/rent',
  '/about',
  '/blog',
  '/contact',
  '/faq',
  '/register',
  '/login',
  '/shop/categories',
  '/task/categories',
  '/job/categories',
  '/shop/viewcart',
  '/shop/wishlist',
  ...SECTIONS.map((section) => `/${section}/search/house`),
  ...SECTIONS.flatMap((section) => [
    `/page/${section}/privacy-policies`,
    `/page/${section}/terms-and-conditions`,
  ]),
];

const USER_ROUTES = [
  '/user',
  '/user/profile/tasker',
  '/user/auth/change-password',
  '/user/settings/notifications',
  '/user/apply-for-vendor',
  '/user/shop/orders',
  '/user/shop/reviews',
  '/user/task/create',
  ...['Open', 'Assigned', 'Completed', 'Cancelled'].map((type) => `/user/task/posted?type=${type}`),
  '/user/task/assigned',
  '/user/task/reviews-by-me',
  '/user/task/reviews-for-me',
  '/user/job/applied',
  '/user/rent/create',
  '/user/rent/posted',
  '/user/rent/inquiries',
];

const VENDOR_ROUTES = [
  '/vendor',
  '/vendor/shop/orders',
  '/vendor/shop/products',
  '/vendor/shop/reviews',
  '/vendor/shop/payments',
  '/vendor/job/jobs',
  '/vendor/job/applications',
  '/vendor/auth/change-password',
  '/vendor/profile',
];

const ADMIN_ROUTES = [
  '/admin',
  '/admin/home/slider',
  ...[
    'orders',
    'products',
    'reviews',
    'categories',
    'addresses',
    'voucher',
    'slider',
    'vendor-payments',
    'delivery',
  ].map((page) => `/admin/shop/${page}`),
  ...['tasks', 'categories', 'reviews'].map((page) => `/admin/task/${page}`),
  ...['categories', 'jobs', 'applications'].map((page) => `/admin/job/${page}`),
  '/admin/rent/list',
  '/admin/users',
  '/admin/vendors',
  '/admin/vendors/applications',
  '/admin/messages',
  '/admin/moderation',
  '/admin/blogs',
  '/admin/faqs',
  '/admin/auth/change-password',
  '/admin/profile',
];

const SUPER_ADMIN_ROUTES = [
  '/admin/admins',
  ...['shop-home', 'product-detail', 'task-detail', 'job-home', 'job-detail', 'rent-home', 'rent-detail'].map(
    (placement) => `/admin/ad-setting/${placement}`,
  ),
  ...[
    'pages',
    'info',
    'our-team',
    'our-partner',
    'email-template',
    'delivery-charge',
    'task-service-charge',
  ].map((page) => `/admin/site-setting/${page}`),
];

function walk(title: string, allRoutes: string[], role: DemoRole | null) {
  const scanned = new Set(SCANNED_PAGES[role ?? 'guest']);
  const routes = allRoutes.filter((route) => !scanned.has(route));
  test.describe(title, () => {
    if (role) test.use(signedInAs(role));
    test(`each of its ${routes.length} routes the accessibility scan does not open opens its page`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * 15_000);
      for (const route of routes) {
        await test.step(route, () => openOwnPage(page, route));
      }
    });
  });
}

test.describe.configure({ mode: 'parallel' });
walk('every public route of the spec', PUBLIC_ROUTES, null);
walk('every user route of the spec, for a user', USER_ROUTES, 'user');
walk('every vendor route of the spec, for a vendor', VENDOR_ROUTES, 'vendor');
walk('every admin route of the spec, for an admin', ADMIN_ROUTES, 'admin');
walk('every super-admin route of the spec, for the super admin', SUPER_ADMIN_ROUTES, 'super');
