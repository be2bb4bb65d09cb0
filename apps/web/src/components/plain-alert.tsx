import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';

type PlainAlertProps = {
  /** A Mantine colour name (`red`, `blue`): the light variant's background and text. */
  color: string;
  icon: ReactNode;
  /** `alert` for what just went wrong, `note` for a hint. */
  role: 'alert' | 'note';
  /** A bold first line, naming the box (it labels it). */
  title?: string;
  children: ReactNode;
};

/** Mantine's class names for an Alert (`@mantine/core/styles/Alert.css`, in the public pages' subset). */
export const MANTINE_ALERT = {
  root: 'm_66836ed3 mantine-Alert-root',
  wrapper: 'm_a5d60502 mantine-Alert-wrapper',
  icon: 'm_667f2a6a mantine-Alert-icon',
  body: 'm_667c2793 mantine-Alert-body',
  message: 'm_7fa78076 mantine-Alert-message',
  title: 'm_6a03f287 mantine-Alert-title',
  label: 'm_698f4f23 mantine-Alert-label',
} as const;

/**
 * Mantine's `Alert` (variant light, padding sm, no close button) drawn as Mantine draws it,
 * without its component: the sign-in page's two boxes brought the Alert and its close button into the
 * page's first load (decision 063). No state, so it renders on the server too.
 */
export function PlainAlert({ color, icon, role, title, children }: PlainAlertProps) {
  const id = useId();
  const style = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    padding: 'var(--mantine-spacing-sm)',
  } as CSSProperties;
  return (
    // aria-labelledby is a global ARIA attribute (alert and note take it); the rule cannot read `role`.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: see above
    <div
      style={style}
      className={MANTINE_ALERT.root}
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={MANTINE_ALERT.wrapper}>
        <div className={MANTINE_ALERT.icon}>{icon}</div>
        <div className={MANTINE_ALERT.body}>
          {title ? (
            <div className={MANTINE_ALERT.title}>
              <span id={`${id}-title`} className={MANTINE_ALERT.label}>
                {title}
              </span>
            </div>
          ) : null}
          <div id={`${id}-body`} className={MANTINE_ALERT.message} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
