import { z } from 'zod';
import { atLeastOneField, zDateTime } from './fields.ts';
import { zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { zRichText } from './rich-text.ts';

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type TBlogStatus = (typeof BLOG_STATUSES)[number];
export const ZBlogStatus = z.enum(BLOG_STATUSES, { error: "Status must be 'draft' or 'published'" });

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

const SLUG_MESSAGE = 'Slug may hold lowercase letters, digits and single dashes (my-first-post)';
export const ZBlogSlug = z
  .string({ error: SLUG_MESSAGE })
  .trim()
  .min(3, 'Slug must be at least 3 characters')
  .max(120, 'Slug must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);

const ZTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(3, 'Title must be at least 3 characters')
  .max(160, 'Title must be at most 160 characters');
const ZExcerpt = z
  .string({ error: 'Excerpt must be text' })
  .trim()
  .max(300, 'Excerpt must be at most 300 characters');
/** An uploaded picture reference (or its URL), or null for none. */
const ZCover = z.string({ error: 'Cover must be an uploaded picture' }).trim().max(500).nullable();

/** A post as the back office sees it (`body` is sanitised HTML). */
export const ZBlogPost = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  cover: z.string().nullable(),
  excerpt: z.string(),
  body: z.string(),
  status: ZBlogStatus,
  /** When the post shows on /blog (it does once published and this time has come). */
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** A post on /blog (no body). */
export const ZBlogSummary = ZBlogPost.pick({
  _id: true,
  title: true,
  slug: true,
  cover: true,
  excerpt: true,
  authorName: true,
}).extend({ publishedAt: z.string(), updatedAt: z.string() });
export type TBlogSummary = z.infer<typeof ZBlogSummary>;

/** GET /blog/:slug: a published post. */
export const ZPublicBlogPost = ZBlogSummary.extend({ body: z.string() });
export type TPublicBlogPost = z.infer<typeof ZPublicBlogPost>;

export const ZPublicBlogListQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(BLOG_PAGE_SIZE),
});
export const ZPublicBlogList = paginated(ZBlogSummary);
export type TPublicBlogList = z.infer<typeof ZPublicBlogList>;
export const ZBlogSlugParams = z.object({ slug: z.string().trim().max(200) });

/** GET /admin/blogs. */
export const ZAdminBlogListQuery = ZPageQuery.extend({
  search: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || undefined)
    .optional(),
  status: ZBlogStatus.optional(),
  sort: zSort(['title', 'publishedAt', 'createdAt'], '-createdAt'),
});
export type TAdminBlogListQuery = z.input<typeof ZAdminBlogListQuery>;
export const ZAdminBlogList = paginated(ZBlogPost);
export type TAdminBlogList = z.infer<typeof ZAdminBlogList>;

const blogFields = {
  title: ZTitle,
  slug: ZBlogSlug,
  cover: ZCover,
  excerpt: ZExcerpt,
  body: zRichText('Body', { required: true }),
  status: ZBlogStatus,
  publishedAt: zDateTime('Publish date').nullable(),
};

/** POST /admin/blogs: a published post without a date is published now. */
export const ZCreateBlogRequest = z.object({
  ...blogFields,
  cover: blogFields.cover.default(null),
  excerpt: blogFields.excerpt.default(''),
  status: blogFields.status.default('draft'),
  publishedAt: blogFields.publishedAt.default(null),
});
export type TCreateBlogRequest = z.input<typeof ZCreateBlogRequest>;

/** PUT /admin/blogs/:id: any subset, at least one field. */
export const ZUpdateBlogRequest = atLeastOneField(
  z.object({
    title: blogFields.title.optional(),
    slug: blogFields.slug.optional(),
    cover: blogFields.cover.optional(),
    excerpt: blogFields.excerpt.optional(),
    body: blogFields.body.optional(),
    status: blogFields.status.optional(),
    publishedAt: blogFields.publishedAt.optional(),
  }),
);
export type TUpdateBlogRequest = z.input<typeof ZUpdateBlogRequest>;

export const ZBlogIdParams = z.object({ id: z.uuid({ error: 'Not a valid post id' }) });
export const ZBlogWriteResponse = writeResult(ZBlogPost);
export type TBlogWriteResponse = z.infer<typeof ZBlogWriteResponse>;
