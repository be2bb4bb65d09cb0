'use client';

import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PlainAlert } from '@/components/plain-alert';

/**
 * A listing's first page that did not load: what did not (`Products did not load`), the answer's message
 * and "Try again". Drawn with `PlainAlert`: a listing's first load carries no Alert component (decision 067).
 */
export function ListLoadError({
  plural,
  message,
  onRetry,
}: {
  /** What the listing lists, in the plural: `products`. */
  plural: string;
  message: string | undefined;
  onRetry: () => void;
}) {
  return (
    <PlainAlert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden size={18} />}
      title={`${plural.charAt(0).toUpperCase()}${plural.slice(1)} did not load`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </PlainAlert>
  );
}
