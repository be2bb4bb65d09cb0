'use client';

import type { TBlogPost, TBlogWriteResponse } from '@bazaar/shared/blog';
import { ActionIcon, Anchor, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconNews, IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn } from '@/components/admin-table/columns';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useApiMutation } from '@/lib/use-api-mutation';
import { BLOG_STATUS_COLOR, BLOG_STATUS_LABEL } from './blog-status';
import { blogKeys } from './queries';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Post status',
    options: [
      { value: 'all', label: 'All' },
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Drafts' },
    ],
  },
];

/** Whether a published post is on /blog yet (its publish date may lie ahead). */
function isLive(post: TBlogPost): boolean {
  return (
    post.status === 'published' && post.publishedAt !== null && Date.parse(post.publishedAt) <= Date.now()
  );
}

/** /admin/blogs: every post, draft or published; write, edit and delete. */
export function AdminBlogsView() {
  const [deleting, setDeleting] = useState<TBlogPost | null>(null);
  const remove = useApiMutation<string, TBlogWriteResponse>(
    (id, fetcher) => fetcher(`/admin/blogs/${id}`, { method: 'DELETE' }),
    { invalidate: [blogKeys.lists()], onSuccess: () => setDeleting(null) },
  );

  const columns: TAdminTableColumn<TBlogPost>[] = [
    {
      key: 'cover',
      header: 'Cover',
      width: 110,
      render: (post) =>
        post.cover ? (
          // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
          <img
            src={post.cover}
            alt=""
            width={96}
            height={50}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
          />
        ) : (
          <Text size="xs" c="dimmed">
            None
          </Text>
        ),
    },
    {
      key: 'title',
      header: 'Title',
      sortKey: 'title',
      cardWide: true,
      render: (post) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {post.title}
          </Text>
          <Text size="xs" c="dimmed">
            /blog/{post.slug}
          </Text>
        </Stack>
      ),
      csv: (post) => post.title,
    },
    { key: 'slug', header: 'Slug', csvOnly: true, csv: (post) => post.slug },
    {
      key: 'status',
      header: 'Status',
      render: (post) => (
        <StatusBadge status={post.status} colors={BLOG_STATUS_COLOR} labels={BLOG_STATUS_LABEL} />
      ),
      csv: (post) => BLOG_STATUS_LABEL[post.status],
    },
    dateColumn({
      key: 'publishedAt',
      header: 'Publish date',
      sortKey: 'publishedAt',
      date: (p) => p.publishedAt,
    }),
    { key: 'author', header: 'Author', render: (p) => p.authorName ?? '—', csv: (p) => p.authorName ?? '' },
    dateColumn({ key: 'createdAt', header: 'Created', sortKey: 'createdAt', date: (p) => p.createdAt }),
  ];

  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Write posts for /blog. A published post shows from its publish date on."
        actions={
          <Button component={Link} href="/admin/blogs/new" leftSection={<IconPlus aria-hidden size={16} />}>
            New post
          </Button>
        }
      />
      <AdminTable<TBlogPost>
        cardsOnPhone
        label="Blog posts"
        path="/admin/blogs"
        queryKey={blogKeys.lists()}
        columns={columns}
        filters={FILTERS}
        defaultSort="-createdAt"
        searchPlaceholder="Title, slug or excerpt"
        searchLabel="Search posts"
        itemsLabel="posts"
        csvFileName="blog-posts"
        rowTestId="blog-row"
        minWidth={860}
        emptyState={{
          title: 'No posts yet',
          description: 'Write the first post: it shows on /blog once published.',
          icon: <IconNews aria-hidden size={26} />,
        }}
        rowActions={(post) => (
          <>
            {isLive(post) ? (
              <Tooltip label="View on the site">
                <ActionIcon
                  component="a"
                  href={`/blog/${post.slug}`}
                  target="_blank"
                  variant="light"
                  color="gray"
                  aria-label={`View ${post.title}`}
                >
                  <IconExternalLink aria-hidden size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <EditRemoveActions
              name={post.title}
              editHref={`/admin/blogs/${post._id}`}
              onRemove={() => setDeleting(post)}
            />
          </>
        )}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this post?"
        message={`“${deleting?.title ?? ''}” leaves the blog for good, and its address stops working. To take it down for a while, set it back to draft instead.`}
        confirmLabel="Delete post"
        cancelLabel="Cancel"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
      <Anchor component={Link} href="/blog" size="sm" mt="md" display="inline-block">
        Open the blog
      </Anchor>
    </>
  );
}
