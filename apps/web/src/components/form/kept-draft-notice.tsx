'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { KeptDraft } from '@/lib/use-kept-draft';

/** Says that a create form was filled in from what was typed earlier on this device, with "Start over". */
export function KeptDraftNotice({ draft, what }: { draft: KeptDraft; what: string }) {
  if (!draft.restored) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      radius="md"
      icon={<IconRestore aria-hidden size={18} />}
      title="We kept what you typed"
      data-testid="kept-draft-notice"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          Your {what} is not saved yet; it stays on this device until you save it or start over.
        </Text>
        <Button size="xs" variant="default" onClick={draft.startOver}>
          Start over
        </Button>
      </Group>
    </Alert>
  );
}
