'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import type { CSSProperties } from 'react';
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

/** The previous or next arrow, disabled at its end of the list (Mantine's `PaginationPrevious` / `Next`). */
function ArrowControl({
  label,
  path,
  isDisabled,
  onClick,
}: {
  label: string;
  path: string;
  isDisabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={isDisabled ? MANTINE_PAGINATION.disabledControl : MANTINE_PAGINATION.control}
      disabled={isDisabled}
      data-disabled={isDisabled ? 'true' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's chevron as Mantine draws it, inside a button its aria-label names */}
      <svg
        className="mantine-rotate-rtl"
        style={ARROW_SIZE}
        viewBox="0 0 16 16"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={path} fill="currentColor" />
      </svg>
    </button>
  );
}

/**
 * The pager under a listing; nothing when everything fits on one page. Drawn as Mantine's
 * `Pagination` (size sm, siblings and boundaries 1) in a centred `Group` draws it, without either
 * component or `@mantine/hooks` (a listing's first load, decisions 064 and 065): the same markup,
 * classes (`components/mantine-classes.ts`) and icons, the current page marked `aria-current`.
 */
export function ListingPager({
  pagination,
  onChange,
}: {
  pagination: Pick<TPagination, 'page' | 'totalPages'>;
  onChange: (page: number) => void;
}) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <div className={MANTINE_PAGINATION.group} style={CENTRED_ROW}>
      <div className={MANTINE_PAGINATION.root} style={PAGINATION_SM} data-size="sm">
        <div className={MANTINE_PAGINATION.group} style={CONTROLS_ROW}>
          <ArrowControl
            label="Previous page"
            path={PREVIOUS_PATH}
            isDisabled={page === 1}
            onClick={() => onChange(Math.max(page - 1, 1))}
          />
          {pagerRange(page, totalPages).map((item, index) =>
            item === 'dots' ? (
              <div key={`dots-${index}`} className={MANTINE_PAGINATION.dots}>
                <PaginationDotsIcon />
              </div>
            ) : (
              <button
                key={item}
                type="button"
                className={MANTINE_PAGINATION.control}
                data-active={item === page ? 'true' : undefined}
                aria-current={item === page ? 'page' : undefined}
                data-with-padding="true"
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            ),
          )}
          <ArrowControl
            label="Next page"
            path={NEXT_PATH}
            isDisabled={page === totalPages}
            onClick={() => onChange(Math.min(page + 1, totalPages))}
          />
        </div>
      </div>
    </div>
  );
}
