'use client';

import { Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LoadError } from '@/components/load-error';

/** The shared load error with a "Try again" button (the query has already retried once on its own). */
export function LoadErrorRetry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start">
      <LoadError what={what} />
      <Button variant="light" size="xs" leftSection={<IconRefresh aria-hidden size={14} />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
