/**
 * Mantine's own class names for an input, so markup drawn without Mantine's input components (the
 * header's search, decision 055; the sign-in and sign-up fields, decision 063) is styled by the same CSS (`@mantine/core/styles.css`), in both colour
 * schemes, with focus and hover as Mantine draws them. Each is a hashed rule name of the installed
 * version followed by its static name; `mantine-classes.test.ts` fails when an upgrade renames one.
 */
export const MANTINE_INPUT = {
  root: 'm_46b77525 mantine-InputWrapper-root',
  wrapper: 'm_6c018570 mantine-Input-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input',
  section: 'm_82577fc2 mantine-Input-section',
  chevron: 'm_2943220b mantine-ComboboxChevron-chevron',
  label: 'm_8fdc1311 mantine-InputWrapper-label',
  required: 'm_78a94662 mantine-InputWrapper-required',
  error: 'm_8f816625 mantine-InputWrapper-error',
  description: 'm_fe47ce59 mantine-InputWrapper-description',
} as const;

/** Mantine's PasswordInput: its root, its input's box, the inner input and the visibility toggle (`PlainTextField`). */
export const MANTINE_PASSWORD_INPUT = {
  root: 'm_f61ca620',
  input: 'm_ccf8da4c',
  innerInput: 'm_f2d85dd2 mantine-PasswordInput-innerInput',
  toggle:
    'mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  toggleIcon: 'm_8d3afb97 mantine-ActionIcon-icon',
} as const;

/** Mantine's NumberInput: its root's variables and its steppers (drawn by `WholeNumberInput`). */
export const MANTINE_NUMBER_INPUT = {
  root: 'm_e2f5cd4e',
  controls: 'm_95e17d22 mantine-NumberInput-controls',
  control: 'mantine-focus-auto m_80b4b171 mantine-NumberInput-control m_87cf2631 mantine-UnstyledButton-root',
} as const;

/**
 * Mantine's Pagination in a centred Group, as `ListingPager` draws it without the components (decisions
 * 064 and 065): the outer and inner groups, the root, a control (a disabled one lacks `mantine-active`,
 * as Mantine's does) and the dots between page numbers.
 */
export const MANTINE_PAGINATION = {
  group: 'm_4081bf90 mantine-Group-root',
  root: 'm_4addd315 mantine-Pagination-root',
  control:
    'mantine-focus-auto mantine-active m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root',
  disabledControl:
    'mantine-focus-auto m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root',
  dots: 'm_4ad7767d mantine-Pagination-dots',
} as const;

/** Mantine's CloseButton (a Pill's remove button is one). */
export const MANTINE_CLOSE_BUTTON = {
  root: 'm_86a44da5 mantine-CloseButton-root',
} as const;

/** Mantine's Pill (variant default) with its remove button, as `FilterChip` draws it. */
export const MANTINE_PILL = {
  root: 'm_44da308b m_7cda1cd6 mantine-Pill-root',
  label: 'm_1e0e6180 mantine-Pill-label',
  remove: `mantine-focus-auto mantine-active m_ae386778 mantine-Pill-remove ${MANTINE_CLOSE_BUTTON.root} m_87cf2631 mantine-UnstyledButton-root`,
} as const;

/** Pixels as Mantine writes a size: in rem, scaled with the theme (`--mantine-scale`). */
export function mantineRem(px: number): string {
  return `calc(${px / 16}rem * var(--mantine-scale))`;
}
