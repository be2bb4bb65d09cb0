'use client';

import type { Section } from '@bazaar/shared/constants';
import { Container } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from './empty-state';
import { SECTION_INFO } from './section-info';

/** Results page of a section search; the section's own issue fills in the list. */
export function SearchResultsView({ section, text }: { section: Section; text: string }) {
  const info = SECTION_INFO[section];
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={`Results for “${text}” in ${info.label}`} description={info.description} />
      <EmptyState
        icon={IconSearch}
        title="No results yet"
        message={`Nothing in ${info.label} matches “${text}” yet. ${info.comingSoon}`}
        action={{ label: `Go to ${info.label}`, href: `/${section}` }}
      />
    </Container>
  );
}
