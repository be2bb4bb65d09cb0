'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';

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

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The digits typed, without separators; '' when empty. */
  value: string;
  onChange: (digits: string) => void;
};

/**
 * A whole number of zero or more, grouped as it is typed ("12,34,567"): what a listing's range filters
 * ask for. It behaves as the theme's `NumberInput` with `allowDecimal={false} allowNegative={false}
 * thousandSeparator="," hideControls min={0}` did (anything but a digit is left out and the caret stays
 * after the same digit, the arrow keys step by one and not below 0, leading zeros go on blur) without
 * the number-formatting library that comes with it (≈ 9 kB on a listing's first load, decision 055). The
 * look is Mantine's TextInput, the input NumberInput draws.
 */
export function WholeNumberInput({ value, onChange, onKeyDown, onBlur, ...props }: WholeNumberInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The digits before the caret after the last edit, to put it back once the separators moved.
  const caretDigits = useRef<number | null>(null);
  const shown = groupDigits(value);

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

  function step(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const n = value === '' ? undefined : Number(value);
    const next = n === undefined ? 0 : Math.max(0, n + (event.key === 'ArrowUp' ? 1 : -1));
    const input = event.currentTarget;
    caretDigits.current = input.value
      .slice(0, input.selectionStart ?? input.value.length)
      .replace(/\D/g, '').length;
    onChange(String(next));
  }

  function trim(event: FocusEvent<HTMLInputElement>) {
    const trimmed = value.replace(/^0+(?=\d)/, '');
    if (trimmed !== value) onChange(trimmed);
    onBlur?.(event);
  }

  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      inputMode="decimal"
      value={shown}
      onChange={change}
      onKeyDown={step}
      onBlur={trim}
    />
  );
}
