import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// Pieces of a section's detail page (a task's, a job's, a rental's), so the three read alike.

/** One fact beside its icon: "WHERE · Baneshwor, Kathmandu". */
export function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="dimmed" mt={2}>
        {icon}
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

/** A part's heading on a detail page ("Details", "Questions"). */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz={{ base: 'lg', sm: 'xl' }} mb="sm">
      {children}
    </Title>
  );
}
