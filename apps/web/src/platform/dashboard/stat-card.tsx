'use client';

import { Card, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ThemeIcon } from '@/components/theme-icon';

export type StatProps = {
  label: string;
  value: string;
  hint?: ReactNode;
  icon: ReactNode;
  href?: string;
  testId: string;
};

/** Past this many characters ("Rs. 21,76,804.30") a figure takes a smaller font to stay on one line. */
const LONG_VALUE = 10;

/** A dashboard figure: label, icon, value and a hint; a link to its list when `href` is given. */
export function Stat({ label, value, hint, icon, href, testId }: StatProps) {
  const isLong = value.length > LONG_VALUE;
  // The icon sits beside the label, so the figure has the card's whole width.
  const body = (
    <Stack gap={2}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
        <ThemeIcon variant="light" size={32} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Text
        fz={isLong ? { base: 14, sm: 18, lg: 22 } : { base: 20, sm: 24 }}
        fw={700}
        lh={1.2}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
  return href ? (
    <Card component={Link} href={href} withBorder radius="md" padding="md">
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md">
      {body}
    </Card>
  );
}
