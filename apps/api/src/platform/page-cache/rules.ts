import type { TReportKind } from '@bazaar/shared/moderation-constants';
import { PAGE_TAG, taskerPageTag } from '@bazaar/shared/page-cache';
import type { FastifyRequest } from 'fastify';
import { dataOf, type PagePurgeRules } from '../../lib/section.ts';
import { categorisedSectionPageTags, sectionPagePurgeRules } from '../../sections/registry.ts';
import { pageTagsOfAction } from '../moderation/service.ts';

export type { PagePurgeRule } from '../../lib/section.ts';

/**
 * Which of the web's cached public pages each write changes (docs/product-rules.md "Fast pages"). Every write
 * route of the API is listed, 'none' when no public page shows what it changes, so a new route has to say
 * (page-cache.test.ts fails until it does). A section's own routes come from its section.ts through the
 * registry (sections/<section>/page-purge.ts); the rest are the platform's and the content's, below.
 * `before` runs ahead of the write (a product's slug before a rename); `after` reads the write's answer.
 * The tags of both are purged once the write succeeded.
 */

/** The signed-in user's id (the route is behind requireAuth). */
const userIdOf = (request: FastifyRequest) => request.user?.id ?? '';

/** A category of any section changed: the lists and listing pages of every section with categories. */
const everyCategoryPage = (): string[] => categorisedSectionPageTags();

export const PAGE_PURGE_RULES: PagePurgeRules = {
  // Each section's own write routes: its lists and listing pages (and the Shop's stores and stock)
  ...sectionPagePurgeRules(),
  'POST /api/admin/categories': { after: everyCategoryPage },
  'PUT /api/admin/categories/:id': { after: everyCategoryPage },
  'DELETE /api/admin/categories/:id': { after: everyCategoryPage },
  // A name or picture shows on task cards, task pages (poster, questions) and the tasker's page.
  'PUT /api/auth/my-profile': {
    after: (request) => [
      PAGE_TAG.tasks,
      PAGE_TAG.taskPages,
      taskerPageTag(userIdOf(request)),
      PAGE_TAG.rents,
      PAGE_TAG.rentPages,
    ],
  },
  // The frame and the banners
  'PUT /api/site-setting/site-setting': { after: () => [PAGE_TAG.site] },
  'POST /api/admin/sliders': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/sliders/:id': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/sliders/:id/move': { after: () => [PAGE_TAG.sliders] },
  'DELETE /api/admin/sliders/:id': { after: () => [PAGE_TAG.sliders] },
  'PUT /api/admin/ads/:slot': { after: () => [PAGE_TAG.ads] },
  // Content: /blog and its posts, /faq, /about and the policy pages (and /sitemap.xml, which carries them)
  'POST /api/admin/blogs': { after: () => [PAGE_TAG.blog] },
  'PUT /api/admin/blogs/:id': { after: () => [PAGE_TAG.blog] },
  'DELETE /api/admin/blogs/:id': { after: () => [PAGE_TAG.blog] },
  'POST /api/admin/faqs': { after: () => [PAGE_TAG.faq] },
  'PUT /api/admin/faqs/:id': { after: () => [PAGE_TAG.faq] },
  'DELETE /api/admin/faqs/:id': { after: () => [PAGE_TAG.faq] },
  'PUT /api/admin/site-setting/pages/:key': { after: () => [PAGE_TAG.pages] },
  'POST /api/admin/site-setting/our-team': { after: () => [PAGE_TAG.pages] },
  'PUT /api/admin/site-setting/our-team/:id': { after: () => [PAGE_TAG.pages] },
  'DELETE /api/admin/site-setting/our-team/:id': { after: () => [PAGE_TAG.pages] },
  'POST /api/admin/site-setting/our-partner': { after: () => [PAGE_TAG.pages] },
  'PUT /api/admin/site-setting/our-partner/:id': { after: () => [PAGE_TAG.pages] },
  'DELETE /api/admin/site-setting/our-partner/:id': { after: () => [PAGE_TAG.pages] },
  // Reports and the moderation queue: a hide announces the listing event (a listing's page, lists and
  // sitemap); a hidden review's pages are named by its kind (platform/moderation, decision 046)
  'POST /api/reports': 'none',
  'POST /api/admin/moderation/actions': {
    after: async (_request, answer, db) => {
      const data = dataOf<{ kind: TReportKind; subjectId: string; action: string }>(answer);
      return data.action === 'hide' && data.kind && data.subjectId
        ? pageTagsOfAction(db, data.kind, data.subjectId)
        : [];
    },
  },
  // Nothing a public page shows
  'DELETE /api/admin/addresses/:id': 'none',
  'POST /api/admin/addresses': 'none',
  'PUT /api/admin/addresses/:id': 'none',
  'DELETE /api/admin/vouchers/:id': 'none',
  'POST /api/admin/vouchers': 'none',
  'PUT /api/admin/vouchers/:id': 'none',
  'POST /api/admin/vendor-payments/:vendorId/payouts': 'none',
  'PUT /api/admin/deliveries/:id': 'none',
  'PUT /api/admin/site-setting/delivery-charge': 'none',
  'PUT /api/admin/users/:id/roles': 'none',
  'PUT /api/admin/users/:id/status': 'none',
  // Admins, messages and email wording show on no public page (the contact page shows the site setting).
  'POST /api/admin/admins': 'none',
  'POST /api/admin/admins/existing': 'none',
  'DELETE /api/admin/admins/:id': 'none',
  'POST /api/contact': 'none',
  'PUT /api/admin/messages/:id/read': 'none',
  'PUT /api/admin/messages/:id/archive': 'none',
  'POST /api/admin/messages/:id/reply': 'none',
  'PUT /api/admin/email-templates/:key': 'none',
  'DELETE /api/admin/email-templates/:key': 'none',
  'POST /api/admin/email-templates/:key/test': 'none',
  'PUT /api/admin/vendor-applications/:id/approve': 'none',
  'PUT /api/admin/vendor-applications/:id/reject': 'none',
  'POST /api/auth/forgot-password': 'none',
  'POST /api/auth/login': 'none',
  'POST /api/auth/logout': 'none',
  'POST /api/auth/logout-everywhere': 'none',
  'POST /api/auth/refresh': 'none',
  'POST /api/auth/register': 'none',
  'POST /api/auth/reset-password': 'none',
  'PUT /api/auth/change-password': 'none',
  'PUT /api/notification/mark-all-as-seen': 'none',
  'PUT /api/notification/:id/seen': 'none',
  'PUT /api/notification/choices': 'none',
  'POST /api/notification/unsubscribe': 'none',
  'POST /api/push/subscriptions': 'none',
  // A count for the dashboard; the offers on product and rental pages follow the links
  'POST /api/cross-sell/events': 'none',
  'PUT /api/admin/cross-sell/links': { after: () => [PAGE_TAG.crossSell] },
  'DELETE /api/admin/cross-sell/links/:id': { after: () => [PAGE_TAG.crossSell] },
  'DELETE /api/push/subscriptions': 'none',
  // A person's saved searches show on no public page.
  'POST /api/user/saved-searches': 'none',
  'PATCH /api/user/saved-searches/:id': 'none',
  'POST /api/user/saved-searches/:id/seen': 'none',
  'DELETE /api/user/saved-searches/:id': 'none',
  // Threads are private: no public page shows them.
  'POST /api/thread/:id/messages': 'none',
  'PUT /api/thread/:id/read': 'none',
  'POST /api/thread/open/:kind/:ref': 'none',
  'POST /api/cart/preview': 'none',
  'POST /api/order/user/cart': 'none',
  'POST /api/order/user/cart/merge': 'none',
  'PUT /api/order/user/cart/:itemId': 'none',
  'DELETE /api/order/user/cart': 'none',
  'DELETE /api/order/user/cart/:itemId': 'none',
  'POST /api/order/user/checkout/quote': 'none',
  'POST /api/upload/document': 'none',
  'POST /api/upload/image': 'none',
  'POST /api/user/addresses': 'none',
  'PUT /api/user/addresses/:id': 'none',
  'PUT /api/user/addresses/:id/default': 'none',
  'DELETE /api/user/addresses/:id': 'none',
  'POST /api/vendor-application': 'none',
  'POST /api/wishlist': 'none',
  'DELETE /api/wishlist/:productId': 'none',
};
