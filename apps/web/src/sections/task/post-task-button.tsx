'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';

/** "Post a task": the create page (the proxy sends a visitor to sign in first). */
export function PostTaskButton() {
  return (
    <Button component={IntentLink} href="/user/task/create" leftSection={<IconPlus aria-hidden size={16} />}>
      Post a task
    </Button>
  );
}
