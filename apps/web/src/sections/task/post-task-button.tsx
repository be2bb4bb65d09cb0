'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';

/** "Post a task": the create page (the proxy sends a visitor to sign in first). */
export function PostTaskButton() {
  return (
    <Button component={Link} href="/user/task/create" leftSection={<IconPlus size={16} />}>
      Post a task
    </Button>
  );
}
