import type { CSSProperties, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { MANTINE_INPUT } from '@/components/mantine-classes';

/** What Mantine's size `sm` sets on a select's wrapper; its chevron lets a tap through to the select. */
const WRAPPER_SM = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;

/** The chevron Mantine's NativeSelect draws (ComboboxChevron, size sm). */
function SelectChevron() {
  return (
    <svg
      style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
      className={MANTINE_INPUT.chevron}
      data-size="sm"
      data-combobox-chevron="true"
      aria-hidden="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

type PlainSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'children'> & {
  /** The options; `children` instead when they are drawn by hand. */
  data?: readonly { value: string; label: string }[];
  children?: ReactNode;
  /** A class and style on the select's outer box (Mantine's `className` and `style`). */
  rootClassName?: string;
  rootStyle?: CSSProperties;
  selectRef?: Ref<HTMLSelectElement>;
};

/**
 * The browser's own select, drawn as Mantine's `NativeSelect` (size sm, no label) draws it and styled by
 * Mantine's CSS (`MANTINE_INPUT`), without its component: the header's search and a listing's sort are
 * on a page's first load, where `NativeSelect` brought Mantine's input components with it (decisions 055
 * and 067). Uncontrolled as a rule (`defaultValue`): a choice made before the page's script runs stays.
 */
export function PlainSelect({
  data,
  children,
  rootClassName,
  rootStyle,
  selectRef,
  ...select
}: PlainSelectProps) {
  return (
    <div
      style={rootStyle}
      className={`${MANTINE_INPUT.root} mantine-NativeSelect-root${rootClassName ? ` ${rootClassName}` : ''}`}
      data-size="sm"
    >
      <div
        style={WRAPPER_SM}
        className={`${MANTINE_INPUT.wrapper} mantine-NativeSelect-wrapper`}
        data-variant="default"
        data-size="sm"
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          {...select}
          ref={selectRef}
          className={`${MANTINE_INPUT.input} mantine-NativeSelect-input`}
          data-variant="default"
        >
          {data
            ? data.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
        <div data-position="right" className={`${MANTINE_INPUT.section} mantine-NativeSelect-section`}>
          <SelectChevron />
        </div>
      </div>
    </div>
  );
}
