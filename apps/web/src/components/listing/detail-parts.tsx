import { Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { StatusBadge } from '@/components/status-badge';
import { keepPriceTogether } from '@/lib/format';
import { buildSignInHref } from '@/lib/sign-in-href';

// Pieces of a section's detail page (a task's, a job's, a rental's), so the three read alike.

/** One fact beside its icon: "WHERE · Baneshwor, Kathmandu". */
export function Fact({ icon: Icon, label, value }: { icon: TablerIcon; label: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="dimmed" mt={2}>
        <Icon aria-hidden size={18} />
      </Box>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={500}>
          {value}
        </Text>
      </Stack>
    </Group>
  );
}

/** The listing's key facts (where, when, …) in a panel: two a row on a phone, four on a wider screen. */
export function FactsPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** A part's heading on a detail page ("Details", "Questions"). */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz={{ base: 'lg', sm: 'xl' }} mb="sm">
      {children}
    </Title>
  );
}

/**
 * The side column's first panel: what the listing costs or pays ("BUDGET · Rs 2,500"), an optional
 * line under it, and the reader's actions.
 */
export function PricePanel({
  label,
  value,
  testId,
  fz = 28,
  note,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  /** The figure's size: a long one (a salary range) reads better smaller. */
  fz?: number;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={fz} fw={800} lh={1.2} data-testid={testId}>
            {keepPriceTogether(value)}
          </Text>
          {note}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A visitor's one action on a listing they may act on once signed in; sign-in leads back to `path`. */
export function SignInButton({ path, testId, children }: { path: string; testId: string; children: string }) {
  return (
    <Button component={IntentLink} href={buildSignInHref(path)} fullWidth size="md" data-testid={testId}>
      {children}
    </Button>
  );
}

/** Holds the actions' place while the reader's session and their view of the listing load. */
export function ActionsSkeleton() {
  return <Skeleton h={44} radius="md" />;
}

/**
 * The reader's own part in a listing (their offer, their application): `title` and its status in
 * `colors`, then `children`. `testId` marks the panel, and `{testId}-status` its badge.
 */
export function MinePanel<S extends string>({
  title,
  status,
  colors,
  testId,
  children,
}: {
  title: string;
  status: S;
  colors: Readonly<Record<S, string>>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <StatusBadge status={status} colors={colors} size="sm" data-testid={`${testId}-status`} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
