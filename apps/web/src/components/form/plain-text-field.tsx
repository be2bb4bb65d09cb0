'use client';

import {
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
  useState,
} from 'react';
import { MANTINE_INPUT, MANTINE_PASSWORD_INPUT } from '@/components/mantine-classes';
import { PasswordVisibilityIcon } from '@/lib/theme-icons';

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'className'> & {
  label: string;
  /** Marks the field required with Mantine's asterisk (the form's validation says what is missing). */
  withAsterisk?: boolean;
  /** An icon drawn inside the field, before the text. */
  leftSection?: ReactNode;
  /** A line under the label saying more (`aria-describedby`). */
  description?: ReactNode;
  /** The field's error, shown under it and tied to it (`aria-describedby`), as `form.getInputProps` gives it. */
  error?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Mantine's sizes `xs` and `sm` (the default). */
  size?: FieldSize;
  /** Drawn inside the field, after the text (a number's steppers), `rightSectionWidth` wide. */
  rightSection?: ReactNode;
  rightSectionWidth?: string;
  /** `none` lets a tap through the right section to the field (steppers of a disabled field). */
  rightSectionPointerEvents?: 'none';
  /** A class and style on the field's outer box (Mantine's `className` and `style`). */
  rootClassName?: string;
  rootStyle?: CSSProperties;
  inputRef?: Ref<HTMLInputElement>;
};

type FieldSize = 'xs' | 'sm';

/**
 * What Mantine's size sets on an input's wrapper, with the gaps to a description above and an error
 * below, and the right section's width and pointer events.
 */
function wrapperStyle(
  size: FieldSize,
  hasDescription: boolean,
  hasError: boolean,
  right: { width?: string; pointerEvents?: 'none' },
): CSSProperties {
  return {
    ...(hasDescription ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(hasError ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...(right.width ? { '--input-right-section-width': right.width } : {}),
    ...(right.pointerEvents ? { '--input-right-section-pointer-events': right.pointerEvents } : {}),
  } as CSSProperties;
}
const labelStyle = (size: FieldSize) =>
  ({ '--input-label-size': `var(--mantine-font-size-${size})` }) as CSSProperties;
const smallerText = (size: FieldSize) =>
  `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;
const descriptionStyle = (size: FieldSize) =>
  ({ '--input-description-size': smallerText(size) }) as CSSProperties;
const errorStyle = (size: FieldSize) => ({ '--input-error-size': smallerText(size) }) as CSSProperties;
const PASSWORD_SM = {
  '--psi-icon-size': 'var(--psi-icon-size-sm)',
  '--psi-button-size': 'var(--psi-button-size-sm)',
} as CSSProperties;

/**
 * A text or password field of a public form, drawn as Mantine's `TextInput` and `PasswordInput` draw
 * theirs (the same markup, data attributes, size variables and class names, `components/mantine-classes.ts`)
 * without their components: the sign-in and sign-up pages shipped Mantine's whole input family for a
 * few fields (decision 063). The label is tied to the field, an error is tied to it and marks it
 * invalid (`Form` focuses the first invalid field), and a password can be shown and hidden with the
 * same toggle, out of the tab order as Mantine's is.
 */
export function PlainTextField({
  label,
  withAsterisk = false,
  leftSection,
  description,
  error,
  type,
  size = 'sm',
  rightSection,
  rightSectionWidth,
  rightSectionPointerEvents,
  rootClassName,
  rootStyle,
  inputRef,
  id: givenId,
  'aria-describedby': describedBy,
  ...input
}: PlainTextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const hasError = Boolean(error);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedByAll =
    [describedBy, hasError ? errorId : undefined, description ? descriptionId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const component = isPassword ? 'PasswordInput' : 'TextInput';
  const dataError = hasError ? 'true' : undefined;
  const dataDisabled = input.disabled ? 'true' : undefined;

  const field = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      type={isPassword ? (isRevealed ? 'text' : 'password') : type}
      aria-invalid={hasError ? true : undefined}
      aria-describedby={describedByAll}
      data-with-left-section={isPassword && leftSection ? 'true' : undefined}
      className={
        isPassword ? MANTINE_PASSWORD_INPUT.innerInput : `${MANTINE_INPUT.input} mantine-TextInput-input`
      }
      data-variant={isPassword ? undefined : 'default'}
      data-error={isPassword ? undefined : dataError}
      data-disabled={isPassword ? undefined : dataDisabled}
    />
  );

  return (
    <div
      className={[
        rootClassName,
        isPassword
          ? `${MANTINE_PASSWORD_INPUT.root} mantine-PasswordInput-root ${MANTINE_INPUT.root} mantine-PasswordInput-root`
          : `${MANTINE_INPUT.root} mantine-TextInput-root`,
      ]
        .filter(Boolean)
        .join(' ')}
      style={isPassword ? { ...PASSWORD_SM, ...rootStyle } : rootStyle}
      data-size={size}
      data-error={dataError}
    >
      <label
        style={labelStyle(size)}
        className={`${MANTINE_INPUT.label} mantine-${component}-label`}
        data-size={size}
        data-required={withAsterisk ? 'true' : undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {withAsterisk ? (
          <span className={`${MANTINE_INPUT.required} mantine-${component}-required`} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p
          style={descriptionStyle(size)}
          className={`${MANTINE_INPUT.description} mantine-${component}-description`}
          data-size={size}
          id={descriptionId}
        >
          {description}
        </p>
      ) : null}
      <div
        style={wrapperStyle(size, Boolean(description), hasError, {
          width: rightSectionWidth,
          pointerEvents: rightSectionPointerEvents,
        })}
        className={`${MANTINE_INPUT.wrapper} mantine-${component}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={dataError}
        data-disabled={dataDisabled}
        data-with-left-section={leftSection ? 'true' : undefined}
        data-with-right-section={isPassword || rightSection ? 'true' : undefined}
      >
        {leftSection ? (
          <div data-position="left" className={`${MANTINE_INPUT.section} mantine-${component}-section`}>
            {leftSection}
          </div>
        ) : null}
        {isPassword ? (
          <div
            className={`${MANTINE_PASSWORD_INPUT.input} ${MANTINE_INPUT.input} mantine-PasswordInput-input`}
            data-variant="default"
            data-error={dataError}
          >
            {field}
          </div>
        ) : (
          field
        )}
        {isPassword ? (
          <div data-position="right" className={`${MANTINE_INPUT.section} mantine-PasswordInput-section`}>
            <button
              type="button"
              className={MANTINE_PASSWORD_INPUT.toggle}
              style={TOGGLE_SUBTLE}
              data-variant="subtle"
              aria-pressed={isRevealed}
              aria-label="Toggle password visibility"
              tabIndex={-1}
              onClick={() => setRevealed((shown) => !shown)}
            >
              <span className={MANTINE_PASSWORD_INPUT.toggleIcon}>
                <PasswordVisibilityIcon reveal={isRevealed} />
              </span>
            </button>
          </div>
        ) : null}
        {rightSection && !isPassword ? (
          <div data-position="right" className={`${MANTINE_INPUT.section} mantine-${component}-section`}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <p
          style={errorStyle(size)}
          className={`${MANTINE_INPUT.error} mantine-${component}-error`}
          data-size={size}
          id={errorId}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What Mantine's subtle gray ActionIcon sets on the password toggle. */
const TOGGLE_SUBTLE = {
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;
