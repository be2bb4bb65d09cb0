'use client';

import { Alert, Anchor, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { IntentLink } from '@/components/intent-link';

/** An item an action moved out of the tab on screen: what it is, and the tab it went to. */
export type TMovedItem = { name: string; to: string; toLabel: string };

/**
 * Whether an item moved to `to` left the tab on screen: the list is on a tab of one state (the URL's
 * `key`), not on "All", and that state is another.
 */
export function leftTheTab(key: string, to: string): boolean {
  const tab = new URLSearchParams(window.location.search).get(key);
  return Boolean(tab) && tab !== 'all' && tab !== to;
}

/**
 * Says where an item went when an action moved it out of the tab on screen, with a link to that tab
 * (docs/product-rules.md "Lists follow what moves"). Gone once that tab is open.
 */
export function MovedNotice(props: { moved: TMovedItem | null; paramKey: string; onClose: () => void }) {
  return (
    <Suspense>
      <Notice {...props} />
    </Suspense>
  );
}

function Notice({
  moved,
  paramKey,
  onClose,
}: {
  moved: TMovedItem | null;
  paramKey: string;
  onClose: () => void;
}) {
  const params = useSearchParams();
  const pathname = usePathname();
  if (!moved || params.get(paramKey) === moved.to) return null;
  const q = new URLSearchParams(params);
  q.delete('page');
  q.set(paramKey, moved.to);
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconArrowRight aria-hidden size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="moved-notice"
    >
      <Text size="sm">
        <b>{moved.name}</b> moved to {moved.toLabel}.{' '}
        <Anchor component={IntentLink} href={`${pathname}?${q}`} onClick={onClose} fw={600}>
          Show {moved.toLabel}
        </Anchor>
      </Text>
    </Alert>
  );
}
