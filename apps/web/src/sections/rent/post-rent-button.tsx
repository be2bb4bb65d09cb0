'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';

/** "List a rental": the create page (the proxy sends a visitor to sign in first). */
export function PostRentButton() {
  return (
    <Button component={IntentLink} href="/user/rent/create" leftSection={<IconPlus aria-hidden size={16} />}>
      List a rental
    </Button>
  );
}
