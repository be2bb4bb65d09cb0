import type { TBlogSummary, TPublicBlogList } from '@bazaar/shared/blog';
import { Box, Container, Text, Title } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { ListingGrid } from '@/components/listing/listing-grid';
import { LinkPager } from '@/components/listing/listing-pager';
import { plainCardProps } from '@/components/plain-card';
import { plainAnchor, plainStack, plainText, plainTitle } from '@/components/plain-layout';
import { formatDate } from '@/lib/format';
import { BlogEmptyState } from './blog-empty-state';
import classes from './blog-list.module.css';

/**
 * A post's card, drawn on the server in Mantine's markup without its components (decision 076): of a
 * card, only its link hydrates.
 */
function PostCard({ post, isFirst }: { post: TBlogSummary; isFirst: boolean }) {
  return (
    <article {...plainCardProps({ padding: 0, radius: 'md' })} data-testid="blog-card">
      {post.cover ? (
        // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
        <img
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          loading={isFirst ? 'eager' : 'lazy'}
          className={classes.cover}
        />
      ) : null}
      <div {...plainStack({ gap: 6, style: { padding: 'var(--mantine-spacing-md)' } })}>
        <p {...plainText({ size: 'xs', isDimmed: true })}>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          {post.authorName ? ` · ${post.authorName}` : ''}
        </p>
        <h2 {...plainTitle({ order: 2, fz: 'lg', lh: 1.3 })}>
          <IntentLink href={`/blog/${post.slug}`} {...plainAnchor()}>
            {post.title}
          </IntentLink>
        </h2>
        {post.excerpt ? (
          <p {...plainText({ size: 'sm', isDimmed: true, lineClamp: 3 })}>{post.excerpt}</p>
        ) : null}
      </div>
    </article>
  );
}

/** The address of a page of the blog: `/blog`, then `/blog/page/2`, …, each its own cached page. */
function blogPageHref(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
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
        <BlogEmptyState isPastEnd={page > 1} />
      ) : (
        <ListingGrid look="posts">
          {list.docs.map((post, i) => (
            <PostCard key={post._id} post={post} isFirst={i === 0} />
          ))}
        </ListingGrid>
      )}
      <LinkPager
        page={page}
        totalPages={totalPages}
        href={blogPageHref}
        label="Blog pages"
        previousLabel="Newer posts"
        nextLabel="Older posts"
      />
    </Container>
  );
}
