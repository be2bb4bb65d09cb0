'use client';

import type { TSitePage } from '@bazaar/shared/page';
import { Box, Container, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { EmptyState } from '@/components/section/empty-state';
import { formatDate } from '@/lib/format';

/** A page a super admin writes (about, a policy): its title, its text, and what follows it. */
export function SitePageView({ page, children }: { page: TSitePage; children?: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
        {page.title}
      </Title>
      {page.updatedAt && page.key !== 'about' ? (
        <Text size="sm" c="dimmed" mt={4}>
          Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </Text>
      ) : null}
      <Box mt="lg" data-testid="page-body">
        {page.body ? (
          <RichTextView html={page.body} />
        ) : (
          <EmptyState
            icon={IconFileText}
            title="Not written yet"
            message="This page is being written. Write to us with any question meanwhile."
            action={{ label: 'Write to us', href: '/contact' }}
          />
        )}
      </Box>
      {children}
    </Container>
  );
}
