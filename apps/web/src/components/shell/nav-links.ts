import type { TShellSection } from './shell-sections';

export type NavLinkItem = { label: string; href: string };

/** docs/product-rules.md "Routes and shell" main navigation: home, every section, the company pages. */
export function mainNav(sections: readonly TShellSection[]): readonly NavLinkItem[] {
  return [
    { label: 'Home', href: '/' },
    ...sections.map((s) => ({ label: s.label, href: s.href })),
    { label: 'About', href: '/about' },
    { label: 'Blog', href: '/blog' },
    { label: 'Contact', href: '/contact' },
  ];
}

/** Active when the path is the link itself or below it; Home only on `/`. */
export function isActivePath(pathname: string, href: string): boolean {
  const base = href.split('?')[0] ?? href;
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}
