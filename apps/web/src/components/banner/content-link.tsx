import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';

type Props = { href: string; className?: string; label?: string; children: ReactNode };

/** A slide's or ad's link: a path stays in the app; an https address opens in a new tab. No link, no anchor. */
export function ContentLink({ href, className, label, children }: Props) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/')) {
    return (
      <IntentLink href={href} className={className} aria-label={label}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer sponsored"
    >
      {children}
    </a>
  );
}
