'use client';

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { ThemeIcon } from '@/components/theme-icon';

type EmptyStateProps = {
  icon: TablerIcon;
  title: string;
  message: string;
  action?: { label: string; href: string };
};

export function EmptyState({ icon: Icon, title, message, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="sm" maw={460} mx="auto" ta="center" style={{ overflowWrap: 'anywhere' }}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <Icon aria-hidden size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action ? (
          <Button component={IntentLink} href={action.href} variant="light" mt="xs">
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
