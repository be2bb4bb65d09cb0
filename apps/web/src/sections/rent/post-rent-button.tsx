'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';

/** "List a rental": the create page (the proxy sends a visitor to sign in first). */
export function PostRentButton() {
  return (
    <Button component={Link} href="/user/rent/create" leftSection={<IconPlus size={16} />}>
      List a rental
    </Button>
  );
}
