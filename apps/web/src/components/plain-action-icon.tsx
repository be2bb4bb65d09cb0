import type { ButtonHTMLAttributes, CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { mantineRem } from '@/components/mantine-classes';

/** Mantine's class names for an ActionIcon (`@mantine/core/styles/ActionIcon.css`, in the public subset). */
export const MANTINE_ACTION_ICON = {
  root: 'm_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  icon: 'm_8d3afb97 mantine-ActionIcon-icon',
} as const;

const NO_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/**
 * The looks the site's icon buttons use, each a Mantine variant (and colour) with the variables
 * Mantine's resolver gives it for the theme (primary colour `brand`).
 */
const LOOKS = {
  /** `variant="subtle" color="gray"`: the header's icons. */
  subtle: {
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-gray-light-hover)',
    '--ai-color': 'var(--mantine-color-gray-light-color)',
    '--ai-bd': NO_BORDER,
  },
  /** `variant="filled"`: the search's submit button. */
  filled: {
    '--ai-bg': 'var(--mantine-color-brand-filled)',
    '--ai-hover': 'var(--mantine-color-brand-filled-hover)',
    '--ai-color': 'var(--mantine-color-white)',
    '--ai-bd': NO_BORDER,
  },
  /** `variant="default"`: the wishlist heart beside a product. */
  default: {
    '--ai-bg': 'var(--mantine-color-default)',
    '--ai-hover': 'var(--mantine-color-default-hover)',
    '--ai-color': 'var(--mantine-color-default-color)',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
  /** `variant="transparent"`: the colour-scheme toggle on the top bar (its colour set by `style`). */
  transparent: {
    '--ai-bg': 'transparent',
    '--ai-hover': 'transparent',
    '--ai-color': 'var(--mantine-color-brand-light-color)',
    '--ai-bd': NO_BORDER,
  },
} as const;

type PlainActionIconProps = {
  look: keyof typeof LOOKS;
  /** A Mantine size name, or the side in pixels. */
  size: 'sm' | 'lg' | number;
  /** What the button does, for a screen reader (its only text is an icon). */
  label: string;
  /** Hidden from this breakpoint up (Mantine's `hiddenFrom`). */
  hiddenFrom?: 'sm';
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
  'data-testid'?: string;
} & (
  | { href: string }
  | ({ href?: undefined } & Pick<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'type' | 'disabled' | 'aria-expanded'
    >)
);

/**
 * Mantine's `ActionIcon` drawn as Mantine draws it, without its component: the header's icons brought
 * the ActionIcon with its group, loader and transition into every public page's first load (decision
 * 071). A link (`href`, through `IntentLink`) or a button. No state, so it renders on the server too.
 */
export function PlainActionIcon(props: PlainActionIconProps) {
  const { look, size, label, hiddenFrom, style, onClick, children, 'data-testid': testId } = props;
  const isDisabled = props.href === undefined && Boolean(props.disabled);
  const common = {
    'aria-label': label,
    'data-testid': testId,
    className: `mantine-focus-auto${isDisabled ? '' : ' mantine-active'} ${MANTINE_ACTION_ICON.root}${
      hiddenFrom ? ` mantine-hidden-from-${hiddenFrom}` : ''
    }`,
    'data-variant': look,
    'data-size': typeof size === 'string' ? size : undefined,
    style: {
      '--ai-size': typeof size === 'string' ? `var(--ai-size-${size})` : mantineRem(size),
      ...LOOKS[look],
      ...style,
    } as unknown as CSSProperties,
    onClick,
  };
  const icon = <span className={MANTINE_ACTION_ICON.icon}>{children}</span>;
  if (props.href !== undefined) {
    return (
      <IntentLink {...common} href={props.href}>
        {icon}
      </IntentLink>
    );
  }
  return (
    <button
      {...common}
      type={props.type === 'submit' ? 'submit' : 'button'}
      disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      aria-expanded={props['aria-expanded']}
    >
      {icon}
    </button>
  );
}
