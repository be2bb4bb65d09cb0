import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';

type Props = { href: string; className?: string; children: ReactNode };

/** A slide's or ad's link: a path stays in the app; an https address opens in a new tab. No link, no anchor. */
export function ContentLink({ href, className, children }: Props) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/')) {
    return (
      <IntentLink href={href} className={className}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer sponsored">
      {children}
    </a>
  );
}
