import { AccordionChevron } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconX } from '@tabler/icons-react';

// Mantine's own icons in their places, hidden from assistive technology: each sits beside a control
// that has its name (an accordion's question, a page list's buttons, a password field's label), and a
// shown `svg` without a name of its own fails WCAG 1.1.1 (IBM's `svg_graphics_labelled`).

/** An accordion item's chevron. */
export const accordionChevron = <AccordionChevron aria-hidden size={16} />;

const PAGINATION_ICON = 'calc(var(--pagination-control-size) / 1.8)';

/** The "…" between page numbers. */
export function PaginationDotsIcon() {
  return <IconDots aria-hidden style={{ width: PAGINATION_ICON, height: PAGINATION_ICON }} />;
}

const PASSWORD_ICON = 'var(--psi-icon-size)';

/** The eye on a password field's show / hide button (the button says what it does). */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  const Icon = reveal ? IconEyeOff : IconEye;
  return <Icon aria-hidden style={{ width: PASSWORD_ICON, height: PASSWORD_ICON }} />;
}

/** A toast's close button: its icon hidden, the button named (axe `button-name`, IBM's `input_label_exists`). */
export const notificationCloseButtonProps = {
  'aria-label': 'Close',
  icon: <IconX aria-hidden size={16} />,
};
