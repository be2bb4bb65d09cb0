import type { TPagination } from '@bazaar/shared/pagination';
import type { CSSProperties, ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { MANTINE_PAGINATION } from '@/components/mantine-classes';
import { formatCount } from '@/lib/format';
import { PaginationDotsIcon } from '@/lib/theme-icons';

/**
 * "1,234", or "1,000+" when the API stopped counting (big lists count only what the pager needs).
 */
export function countLabel(pagination: TPagination): string {
  return `${formatCount(pagination.total)}${pagination.totalIsCapped ? '+' : ''}`;
}

/** Pages shown either side of the current one, and at each end (Mantine's `siblings` and `boundaries`). */
const SIBLINGS = 1;
const BOUNDARIES = 1;

/** `from`, `from + 1`, …, `to`. */
function span(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page numbers the pager shows, `dots` where it skips some: what Mantine's `usePagination` gives
 * with siblings 1 and boundaries 1 (every page up to 7, then `1 … 4 5 6 … 12` and the like).
 */
export function pagerRange(page: number, totalPages: number): (number | 'dots')[] {
  if (SIBLINGS * 2 + 3 + BOUNDARIES * 2 >= totalPages) return span(1, totalPages);
  const leftSibling = Math.max(page - SIBLINGS, BOUNDARIES);
  const rightSibling = Math.min(page + SIBLINGS, totalPages - BOUNDARIES);
  const hasLeftDots = leftSibling > BOUNDARIES + 2;
  const hasRightDots = rightSibling < totalPages - (BOUNDARIES + 1);
  const first = span(1, BOUNDARIES);
  const last = span(totalPages - BOUNDARIES + 1, totalPages);
  if (!hasLeftDots && hasRightDots) return [...span(1, SIBLINGS * 2 + BOUNDARIES + 2), 'dots', ...last];
  if (hasLeftDots && !hasRightDots) {
    return [...first, 'dots', ...span(totalPages - (BOUNDARIES + 1 + SIBLINGS * 2), totalPages)];
  }
  return [...first, 'dots', ...span(leftSibling, rightSibling), 'dots', ...last];
}

/** What Mantine's `<Group justify="center" mt="md">` sets. */
const CENTRED_ROW = {
  '--group-gap': 'var(--mantine-spacing-md)',
  '--group-align': 'center',
  '--group-justify': 'center',
  '--group-wrap': 'wrap',
  marginTop: 'var(--mantine-spacing-md)',
} as CSSProperties;
/** What Mantine's Pagination of size `sm` sets on its root. */
const PAGINATION_SM = {
  '--pagination-control-size': 'var(--pagination-control-size-sm)',
  '--pagination-control-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;
/** The Group inside Mantine's Pagination (its default gap of 8). */
const CONTROLS_ROW = {
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;
const ARROW_SIZE = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
} as CSSProperties;
/** Mantine's previous and next chevrons (`Pagination.icons`). */
const PREVIOUS_PATH = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT_PATH = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';

/** Where a control takes the reader: a call (a listing's page in its state) or an address (a page of its own). */
type PagerTarget = { onClick: () => void } | { href: string };

/**
 * One of the pager's controls: a button that calls, or a site link (the blog's pages, each its own
 * cached address); a control with no target is disabled (an arrow at its end of the list), a button.
 * Called as a function, not drawn as a component: a listing's pager hydrates no extra part per page.
 */
function pagerControl({
  key,
  target,
  className,
  children,
  ...rest
}: {
  key?: number;
  target: PagerTarget | null;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'data-active'?: 'true';
  'data-with-padding'?: 'true';
}) {
  if (target && 'href' in target) {
    return (
      <IntentLink key={key} href={target.href} className={className} {...rest}>
        {children}
      </IntentLink>
    );
  }
  return (
    <button
      key={key}
      type="button"
      className={className}
      disabled={!target}
      data-disabled={target ? undefined : 'true'}
      onClick={target?.onClick}
      {...rest}
    >
      {children}
    </button>
  );
}

/** The previous or next arrow, disabled at its end of the list (Mantine's `PaginationPrevious` / `Next`). */
function ArrowControl({ label, path, target }: { label: string; path: string; target: PagerTarget | null }) {
  return pagerControl({
    target,
    className: target ? MANTINE_PAGINATION.control : MANTINE_PAGINATION.disabledControl,
    'aria-label': label,
    children: (
      // biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's chevron as Mantine draws it, inside a control its aria-label names
      <svg
        className="mantine-rotate-rtl"
        style={ARROW_SIZE}
        viewBox="0 0 16 16"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={path} fill="currentColor" />
      </svg>
    ),
  });
}

/**
 * Mantine's `Pagination` (size sm, siblings and boundaries 1) in a centred `Group`, drawn without
 * either component or `@mantine/hooks` (a listing's first load, decisions 064 and 065): the same
 * markup, classes (`components/mantine-classes.ts`) and icons, the current page marked `aria-current`.
 * `to` answers where each page's control goes.
 */
function PagerMarkup({
  page,
  totalPages,
  to,
  label,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
}: {
  page: number;
  totalPages: number;
  to: (page: number) => PagerTarget;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  // A pager of its own addresses is the page's navigation between them, named; a listing's is a control.
  const Outer = label ? 'nav' : 'div';
  return (
    <Outer className={MANTINE_PAGINATION.group} style={CENTRED_ROW} aria-label={label}>
      <div className={MANTINE_PAGINATION.root} style={PAGINATION_SM} data-size="sm">
        <div className={MANTINE_PAGINATION.group} style={CONTROLS_ROW}>
          <ArrowControl label={previousLabel} path={PREVIOUS_PATH} target={page > 1 ? to(page - 1) : null} />
          {pagerRange(page, totalPages).map((item, index) =>
            item === 'dots' ? (
              <div key={`dots-${index}`} className={MANTINE_PAGINATION.dots}>
                <PaginationDotsIcon />
              </div>
            ) : (
              pagerControl({
                key: item,
                target: to(item),
                className: MANTINE_PAGINATION.control,
                'data-active': item === page ? 'true' : undefined,
                'aria-current': item === page ? 'page' : undefined,
                'data-with-padding': 'true',
                children: item,
              })
            ),
          )}
          <ArrowControl label={nextLabel} path={NEXT_PATH} target={page < totalPages ? to(page + 1) : null} />
        </div>
      </div>
    </Outer>
  );
}

/** The pager under a listing, each control a call to `onChange`; nothing when everything fits on one page. */
export function ListingPager({
  pagination,
  onChange,
}: {
  pagination: Pick<TPagination, 'page' | 'totalPages'>;
  onChange: (page: number) => void;
}) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return <PagerMarkup page={page} totalPages={totalPages} to={(n) => ({ onClick: () => onChange(n) })} />;
}

/**
 * The same pager as links, for pages that are each their own address (the blog's), drawn on the
 * server: nothing of it but its links hydrates. `label` names it for a screen reader.
 */
export function LinkPager({
  page,
  totalPages,
  href,
  label,
  previousLabel,
  nextLabel,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  label: string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <PagerMarkup
      page={page}
      totalPages={totalPages}
      to={(n) => ({ href: href(n) })}
      label={label}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
    />
  );
}
