import type { TPublicBlogList, TPublicBlogPost } from '@bazaar/shared/blog';
import { BLOG_PAGE_SIZE } from '@bazaar/shared/blog';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { errorStatus } from '@/lib/api-client';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';

// Server reads of the cached blog pages; every one carries the `blog` tag the blog's writes purge.

/** GET /blog?page=: a page of published posts. */
export function fetchBlogPage(page: number): Promise<TPublicBlogList> {
  return apiFetch<TPublicBlogList>('/blog', {
    query: { page, limit: BLOG_PAGE_SIZE },
    ...publicReadInit(PAGE_TAG.blog),
  });
}

/** GET /blog/:slug, or the not-found page (a draft, a post not due yet, or none). */
export const fetchPostOrNotFound = cache(async (slug: string): Promise<TPublicBlogPost> => {
  try {
    return await apiFetch<TPublicBlogPost>(
      `/blog/${encodeURIComponent(slug)}`,
      publicReadInit(PAGE_TAG.blog),
    );
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
});
