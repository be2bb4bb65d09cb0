'use client';

import type { TBlogSummary, TPublicBlogList } from '@bazaar/shared/blog';
import { Anchor, Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { EmptyState } from '@/components/section/empty-state';
import { formatDate } from '@/lib/format';
import { BlogPager } from './blog-pager';

function PostCard({ post, isFirst }: { post: TBlogSummary; isFirst: boolean }) {
  return (
    <Card withBorder radius="md" padding={0} component="article" data-testid="blog-card">
      {post.cover ? (
        // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
        <img
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          loading={isFirst ? 'eager' : 'lazy'}
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: '40 / 21',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      ) : null}
      <Stack gap={6} p="md">
        <Text size="xs" c="dimmed">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          {post.authorName ? ` · ${post.authorName}` : ''}
        </Text>
        <Title order={2} fz="lg" lh={1.3}>
          <Anchor component={IntentLink} href={`/blog/${post.slug}`} c="inherit">
            {post.title}
          </Anchor>
        </Title>
        {post.excerpt ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.excerpt}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /blog and /blog/page/{n}: published posts, newest first, a page at a time. */
export function BlogListView({ list }: { list: TPublicBlogList }) {
  const { page, totalPages } = list.pagination;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Box mb="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          Blog
        </Title>
        <Text c="dimmed">News, guides and stories from the Bazaar marketplace.</Text>
      </Box>
      {list.docs.length === 0 ? (
        <EmptyState
          icon={IconNews}
          title={page > 1 ? 'No posts on this page' : 'No posts yet'}
          message={page > 1 ? 'This page is past the last post.' : 'The first posts are on their way.'}
          action={
            page > 1
              ? { label: 'Back to the newest posts', href: '/blog' }
              : { label: 'Back to the home page', href: '/' }
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {list.docs.map((post, i) => (
            <PostCard key={post._id} post={post} isFirst={i === 0} />
          ))}
        </SimpleGrid>
      )}
      <BlogPager page={page} totalPages={totalPages} />
    </Container>
  );
}
