'use client';

import { SECTIONS, type Section } from '@bazaar/shared/constants';
import { Button, Container, Group } from '@mantine/core';
import Link from 'next/link';
import { PageHeader } from '@/components/page-header';
import { SECTION_META } from '@/components/shell/nav-links';
import { EmptyState } from './empty-state';
import { SECTION_INFO } from './section-info';

/** Placeholder landing of a section until its own issue builds the catalogue. */
export function SectionLanding({ section }: { section: Section }) {
  const info = SECTION_INFO[section];
  const others = SECTIONS.filter((s) => s !== section);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={info.title} description={info.description} />
      <EmptyState
        icon={SECTION_META[section].icon}
        title="Opening soon"
        message={info.comingSoon}
        action={{ label: 'Back to home', href: '/' }}
      />
      <Group justify="center" mt="lg" gap="sm">
        {others.map((s) => {
          const Icon = SECTION_META[s].icon;
          return (
            <Button
              key={s}
              component={Link}
              href={SECTION_META[s].href}
              variant="default"
              leftSection={<Icon size={16} />}
            >
              {SECTION_INFO[s].label}
            </Button>
          );
        })}
      </Group>
    </Container>
  );
}
