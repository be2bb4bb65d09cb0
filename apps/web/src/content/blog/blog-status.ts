import type { TBlogStatus } from '@bazaar/shared/blog';

export const BLOG_STATUS_LABEL: Record<TBlogStatus, string> = { draft: 'Draft', published: 'Published' };
export const BLOG_STATUS_COLOR: Record<TBlogStatus, string> = { draft: 'gray', published: 'teal' };
