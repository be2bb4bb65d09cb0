'use client';

import {
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
} from 'react';
import { MANTINE_NUMBER_INPUT, mantineRem } from '@/components/mantine-classes';
import { PlainTextField } from './plain-text-field';

/**
 * "1234567" → "12,34,567": the last three digits, then pairs (lakh and crore), as people in Nepal write
 * an amount and as the theme's `NumberInput` default (`thousandsGroupStyle: 'lakh'`, lib/theme.ts) shows it.
 */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
}

/** Where the caret goes in `shown` to have `digitsBefore` digits before it. */
function caretAfterDigits(shown: string, digitsBefore: number): number {
  let position = 0;
  for (let seen = 0; position < shown.length && seen < digitsBefore; position++) {
    if (shown[position] !== ',') seen++;
  }
  return position;
}

type WholeNumberInputProps = {
  label: string;
  placeholder?: string;
  /** Mantine's sizes `xs` and `sm` (the default). */
  size?: 'xs' | 'sm';
  error?: ReactNode;
  disabled?: boolean;
  /** The field's width in px (Mantine's `w`). */
  w?: number;
  /** On the field's outer box (e.g. `flex: 1` in a row). */
  style?: CSSProperties;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The digits typed, without separators; '' when empty. */
  value: string;
  onChange: (digits: string) => void;
  /** The arrow keys and the steppers go no lower (default 0) and no higher. */
  min?: number;
  max?: number;
  /** Shows the digits grouped in the lakh style (default true). */
  grouped?: boolean;
  /** Draws NumberInput's up and down steppers at the field's end. */
  withControls?: boolean;
};

/** NumberInput's chevron (size sm), pointing down unless `up`. */
function Chevron({ up }: { up?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn inside a stepper hidden from assistive technology (aria-hidden), as NumberInput draws it
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        transform: up ? 'rotate(180deg)' : undefined,
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** One of NumberInput's steppers, in its markup: hidden from assistive technology (the arrow keys step). */
function Stepper({
  up,
  disabled,
  onPress,
}: {
  up?: boolean;
  disabled?: boolean;
  onPress: (event: PointerEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      className={MANTINE_NUMBER_INPUT.control}
      data-direction={up ? 'up' : 'down'}
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onPointerDown={onPress}
    >
      <Chevron up={up} />
    </button>
  );
}

/**
 * A whole number of zero or more, grouped as it is typed ("12,34,567"): what a listing's range filters
 * ask for. It behaves as the theme's `NumberInput` with `allowDecimal={false} allowNegative={false}
 * thousandSeparator="," hideControls min={0}` did (anything but a digit is left out and the caret stays
 * after the same digit, the arrow keys step by one and not below 0, leading zeros go on blur) without
 * the number-formatting library that comes with it (≈ 9 kB on a listing's first load, decision 055). The
 * look is Mantine's TextInput, the input NumberInput draws, drawn without its component (`PlainTextField`,
 * decision 065); `withControls` adds NumberInput's steppers in its markup and classes (a product's
 * quantity), `min` and `max` bound the steps.
 */
export function WholeNumberInput({
  value,
  onChange,
  onKeyDown,
  onBlur,
  min = 0,
  max,
  grouped = true,
  withControls = false,
  w,
  style,
  ...props
}: WholeNumberInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The digits before the caret after the last edit, to put it back once the separators moved.
  const caretDigits = useRef<number | null>(null);
  const shown = grouped ? groupDigits(value) : value;
  const n = value === '' ? undefined : Number(value);

  useLayoutEffect(() => {
    const input = ref.current;
    const digitsBefore = caretDigits.current;
    if (!input || digitsBefore === null) return;
    caretDigits.current = null;
    if (document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digitsBefore);
    input.setSelectionRange(position, position);
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    const at = event.currentTarget.selectionStart ?? typed.length;
    const digits = typed.replace(/\D/g, '');
    caretDigits.current = typed.slice(0, at).replace(/\D/g, '').length;
    if (digits === value) {
      // Only a separator or a refused character changed: show the value again as it was.
      event.currentTarget.value = shown;
      const position = caretAfterDigits(shown, caretDigits.current);
      event.currentTarget.setSelectionRange(position, position);
      caretDigits.current = null;
      return;
    }
    onChange(digits);
  }

  /** One step up or down, within min and max; from empty, the start (min, or 0). */
  function stepBy(delta: 1 | -1) {
    const input = ref.current;
    const next =
      n === undefined
        ? Math.max(min, 0)
        : Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, n + delta));
    // After a step the caret goes to the end, as NumberInput puts it.
    if (input) caretDigits.current = String(next).length;
    onChange(String(next));
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  }

  // As NumberInput's steppers: a press keeps the focus in the field (or puts it there) and steps once.
  function press(event: PointerEvent<HTMLButtonElement>, delta: 1 | -1) {
    event.preventDefault();
    ref.current?.focus();
    stepBy(delta);
  }

  const controls = withControls ? (
    <div
      className={MANTINE_NUMBER_INPUT.controls}
      style={{ '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties}
    >
      <Stepper
        up
        disabled={props.disabled || (max !== undefined && n !== undefined && n >= max)}
        onPress={(e) => press(e, 1)}
      />
      <Stepper disabled={props.disabled || (n !== undefined && n <= min)} onPress={(e) => press(e, -1)} />
    </div>
  ) : undefined;

  function trim(event: FocusEvent<HTMLInputElement>) {
    const trimmed = value.replace(/^0+(?=\d)/, '');
    if (trimmed !== value) onChange(trimmed);
    onBlur?.(event);
  }

  return (
    <PlainTextField
      {...props}
      rootClassName={withControls ? MANTINE_NUMBER_INPUT.root : undefined}
      rootStyle={w === undefined ? style : { ...style, width: mantineRem(w) }}
      rightSection={controls}
      rightSectionWidth={withControls ? 'var(--ni-right-section-width-sm)' : undefined}
      rightSectionPointerEvents={withControls && props.disabled ? 'none' : undefined}
      inputRef={ref}
      type="text"
      inputMode="decimal"
      value={shown}
      onChange={change}
      onKeyDown={step}
      onBlur={trim}
    />
  );
}
