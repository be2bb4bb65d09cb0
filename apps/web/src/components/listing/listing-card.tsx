import { Skeleton, Stack } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { plainCardProps } from '@/components/plain-card';
import { plainGroup, plainText } from '@/components/plain-layout';

// The pieces of a listing's card in a list (a task, a job, a rental): each section lays out its own
// card from them, in Mantine's markup without its components (plain-layout.tsx, decision 070).

/**
 * A card that is one link to the listing's page (fetched on intent); `testId` and `status` mark it for
 * the tests, `className` adds to the plain-link look. Drawn as Mantine's Card without its component
 * (`plainCardProps`, decision 067).
 */
export function ListingCard({
  href,
  testId,
  status,
  padding = 'md',
  className,
  children,
}: {
  href: string;
  testId: string;
  status: string;
  padding?: 'md' | 0;
  className?: string;
  children: ReactNode;
}) {
  return (
    <IntentLink
      href={href}
      {...plainCardProps({ padding, className: className ? `bz-link-plain ${className}` : 'bz-link-plain' })}
      data-testid={testId}
      data-status={status}
    >
      {children}
    </IntentLink>
  );
}

/** The card's head: the listing's category on one line, and its badge at the other end. */
export function CardHead({ category, children }: { category: string; children: ReactNode }) {
  return (
    <div {...plainGroup({ justify: 'space-between', wrap: 'nowrap', gap: 'xs' })}>
      <p {...plainText({ size: 'xs', isDimmed: true, lineClamp: 1 })}>{category}</p>
      {children}
    </div>
  );
}

/** The card's title, on two lines at most. */
export function CardTitle({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p {...plainText({ fw: 700, lineClamp: 2 })} data-testid={testId}>
      {children}
    </p>
  );
}

/** A fact of the listing (where, when, how many offers), dimmed after its icon; `isClamped`: one line. */
export function CardFact({
  icon: Icon,
  isClamped = false,
  children,
}: {
  icon: TablerIcon;
  isClamped?: boolean;
  children: ReactNode;
}) {
  return (
    <div {...plainGroup({ gap: 6, wrap: 'nowrap' })}>
      <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
      <p {...plainText({ size: 'sm', isDimmed: true, lineClamp: isClamped ? 1 : undefined })}>{children}</p>
    </div>
  );
}

/** Holds a card's place while a page of listings loads: a bar per line, `[height, width]`. */
export function CardSkeleton({
  testId,
  bars,
}: {
  testId: string;
  bars: readonly (readonly [height: number, width: string])[];
}) {
  return (
    <div {...plainCardProps({})} aria-hidden data-testid={testId}>
      <Stack gap={10}>
        {bars.map(([h, w], i) => (
          <Skeleton key={i} h={h} w={w} />
        ))}
      </Stack>
    </div>
  );
}
