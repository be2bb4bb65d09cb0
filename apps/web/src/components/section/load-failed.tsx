'use client';

import { Container } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { EmptyState } from './empty-state';

/** How long before the page asks the server again by itself. */
const RETRY_MS = 5_000;

/**
 * A public page whose server read failed (the API was away): says so, and asks for the page again
 * shortly, so a visitor never keeps an empty page once the API is back.
 */
export function LoadFailed({ what }: { what: string }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.refresh(), RETRY_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <Container size="md" py="xl">
      <EmptyState
        icon={IconCloudOff}
        title={`The ${what} could not be loaded`}
        message="We are trying again in a moment."
        action={{ label: 'Back to the home page', href: '/' }}
      />
    </Container>
  );
}
