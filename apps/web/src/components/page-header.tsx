import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HydratedFieldset } from '@/components/form/form';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/**
 * The heading every page starts with: title, an optional line of context and actions on the right. The
 * actions wait for the page to hydrate (decision 009): a button pressed before then ran no handler
 * ("Add admin" opened no dialog).
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      {/* Long unbroken text (a pasted search) wraps instead of widening the page. */}
      <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="md">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <HydratedFieldset>
          <Group gap="sm">{actions}</Group>
        </HydratedFieldset>
      ) : null}
    </Group>
  );
}
