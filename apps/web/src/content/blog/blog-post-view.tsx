'use client';

import type { TPublicBlogPost } from '@bazaar/shared/blog';
import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { formatDate } from '@/lib/format';

/** /blog/{slug}: the post, its cover and its date, with JSON-LD `Article` for search engines. */
export function BlogPostView({ post, url }: { post: TPublicBlogPost; url: string }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt || undefined,
    image: post.cover ? [post.cover] : undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.authorName
      ? { '@type': 'Person', name: post.authorName }
      : { '@type': 'Organization', name: 'Bazaar' },
    publisher: { '@type': 'Organization', name: 'Bazaar' },
    mainEntityOfPage: url,
  };
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} component="article">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot close the script
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Anchor component={IntentLink} href="/blog" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft aria-hidden size={14} /> All posts
        </Group>
      </Anchor>
      <Title order={1} mt="sm" fz={{ base: 26, sm: 34 }} lh={1.2}>
        {post.title}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        {post.authorName ? ` · ${post.authorName}` : ''}
      </Text>
      {post.cover ? (
        <Box mt="lg">
          {/* biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host */}
          <img
            src={post.cover}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            style={{ width: '100%', height: 'auto', borderRadius: 12, display: 'block' }}
          />
        </Box>
      ) : null}
      {post.excerpt ? (
        <Text size="lg" mt="lg" fw={500}>
          {post.excerpt}
        </Text>
      ) : null}
      <Box mt="lg" data-testid="blog-body">
        <RichTextView html={post.body} />
      </Box>
    </Container>
  );
}
