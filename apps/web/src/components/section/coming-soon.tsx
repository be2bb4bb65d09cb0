'use client';

import { Box } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from './empty-state';

/** Stands in for a menu entry whose page a later release adds, inside its area's frame. */
type ComingSoonProps = { title: string; backHref: string; backLabel: string };

export function ComingSoon({ title, backHref, backLabel }: ComingSoonProps) {
  return (
    <Box>
      <PageHeader title={title} />
      <EmptyState
        icon={IconTools}
        title="This page opens soon"
        message="It is on the menu already and arrives with an upcoming release."
        action={{ label: backLabel, href: backHref }}
      />
    </Box>
  );
}
