'use client';

import type { CSSProperties } from 'react';
import { MANTINE_PILL } from '@/components/mantine-classes';

// Apart from the filter panel's parts (filter-parts.tsx): a listing shows its chips on first load, and
// its panel loads only when the sidebar or the drawer shows it, with Mantine's inputs and lists.

/** What Mantine's Pill of size `md` sets. */
const PILL_MD = {
  '--pill-fz': 'var(--pill-fz-md)',
  '--pill-height': 'var(--pill-height-md)',
} as CSSProperties;
/** Mantine's close icon (`CloseIcon`, a CloseButton's default). */
const CLOSE_ICON_SIZE = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' };
const CLOSE_PATH =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

/**
 * An active filter above a listing, removable. Drawn as Mantine's `Pill` (size md, with its remove
 * button, a `CloseButton`) draws it, without the component, which brought the Combobox and PillsInput
 * code into a listing's first load (decisions 064 and 065). The remove button behaves as Mantine's: out
 * of the tab order, hidden from assistive technology as Mantine hides it, and a press keeps the focus
 * where it was (the mouse-down is cancelled).
 */
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span
      className={MANTINE_PILL.root}
      style={PILL_MD}
      data-variant="default"
      data-size="md"
      data-with-remove="true"
    >
      <span className={MANTINE_PILL.label}>{label}</span>
      <button
        type="button"
        className={MANTINE_PILL.remove}
        data-variant="transparent"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={`Remove ${label}`}
        onMouseDown={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's close icon as Mantine draws it, inside a named button hidden from assistive technology as Mantine hides it */}
        <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_SIZE}>
          <path d={CLOSE_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </button>
    </span>
  );
}

/** The chip of a place filter (the panel names the place; the URL holds only its id). */
export function PlaceChip({ onRemove }: { onRemove: () => void }) {
  return <FilterChip label="In the chosen place" onRemove={onRemove} />;
}

/** "Rs. 500 – Rs. 2,000", "From Rs. 500", "Up to Rs. 2,000". */
export function rangeLabel(lo: string | undefined, hi: string | undefined): string {
  return lo && hi ? `${lo} – ${hi}` : lo ? `From ${lo}` : `Up to ${hi}`;
}
