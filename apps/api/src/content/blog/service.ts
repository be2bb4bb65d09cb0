import type {
  TAdminBlogList,
  TBlogPost,
  TBlogSummary,
  TCreateBlogRequest,
  TPublicBlogList,
  TPublicBlogPost,
  TUpdateBlogRequest,
  ZAdminBlogListQuery,
  ZCreateBlogRequest,
} from '@bazaar/shared/blog';
import type { z } from 'zod';
import type { BlogRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { toPage } from '../../lib/list-query.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

const notFound = () => new AppError('NOT_FOUND', 'Post not found');

export function toBlogDto(row: repo.BlogWithAuthor, imageBaseUrl: string): TBlogPost {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    cover: toImageUrl(row.cover, imageBaseUrl),
    excerpt: row.excerpt,
    body: row.body,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: repo.BlogWithAuthor, imageBaseUrl: string): TBlogSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    cover: toImageUrl(row.cover, imageBaseUrl),
    excerpt: row.excerpt,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /blog: published posts whose date has come, newest first. */
export async function listPublicPosts(
  deps: Deps,
  page: { page: number; limit: number },
): Promise<TPublicBlogList> {
  return toPage(page, await repo.listVisiblePosts(deps.db, page), (r) => toSummary(r, deps.imageBaseUrl));
}

/** GET /blog/:slug: 404 for a draft or a post not yet due, as for one that does not exist. */
export async function getPublicPost(deps: Deps, slug: string): Promise<TPublicBlogPost> {
  const row = await repo.findVisiblePost(deps.db, slug);
  if (!row) throw notFound();
  return { ...toSummary(row, deps.imageBaseUrl), body: row.body };
}

export async function listAdminPosts(
  deps: Deps,
  query: z.output<typeof ZAdminBlogListQuery>,
): Promise<TAdminBlogList> {
  return toPage(query, await repo.listPosts(deps.db, query), (r) => toBlogDto(r, deps.imageBaseUrl));
}

export async function getAdminPost(deps: Deps, id: string): Promise<TBlogPost> {
  const row = await repo.findPost(deps.db, id);
  if (!row) throw notFound();
  return toBlogDto(row, deps.imageBaseUrl);
}

/** A post being published without a date is published now; a draft keeps the date it was given. */
function publishDate(status: BlogRow['status'], given: string | null | undefined, current: Date | null) {
  if (given !== undefined)
    return given === null ? (status === 'published' ? new Date() : null) : new Date(given);
  return status === 'published' && !current ? new Date() : current;
}

async function withAuthor(deps: Deps, row: BlogRow): Promise<TBlogPost> {
  const full = await repo.findPost(deps.db, row.id);
  return toBlogDto(full ?? { ...row, authorName: null }, deps.imageBaseUrl);
}

/** POST /admin/blogs (the body is sanitised; a taken slug is a 409 naming `slug`). */
export async function createPost(
  deps: Deps,
  authorId: string,
  input: z.output<typeof ZCreateBlogRequest> & TCreateBlogRequest,
): Promise<TBlogPost> {
  const cover = input.cover
    ? await checkUploadRef(deps, input.cover, { kind: 'image', field: 'cover' })
    : null;
  const row = await repo.insertPost(deps.db, {
    id: newId(),
    title: input.title,
    slug: input.slug,
    cover,
    excerpt: input.excerpt,
    body: sanitizeRichText(input.body),
    status: input.status,
    publishedAt: publishDate(input.status, input.publishedAt, null),
    authorId,
  });
  return withAuthor(deps, row);
}

export async function updatePost(deps: Deps, id: string, input: TUpdateBlogRequest): Promise<TBlogPost> {
  const current = await repo.findPost(deps.db, id);
  if (!current) throw notFound();
  const cover =
    input.cover === undefined
      ? undefined
      : input.cover === null
        ? null
        : await checkUploadRef(deps, input.cover, { kind: 'image', field: 'cover', keep: [current.cover] });
  const status = input.status ?? current.status;
  const row = await repo.updatePost(deps.db, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(cover !== undefined ? { cover } : {}),
    ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
    ...(input.body !== undefined ? { body: sanitizeRichText(input.body) } : {}),
    status,
    publishedAt: publishDate(status, input.publishedAt, current.publishedAt),
  });
  if (!row) throw notFound();
  return withAuthor(deps, row);
}

export async function deletePost(deps: Deps, id: string): Promise<TBlogPost> {
  const current = await repo.findPost(deps.db, id);
  const row = await repo.deletePost(deps.db, id);
  if (!row || !current) throw notFound();
  return toBlogDto(current, deps.imageBaseUrl);
}
