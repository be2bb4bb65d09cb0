import { SECTIONS, type Section } from './constants.ts';

/**
 * The section a path belongs to, used as the search category default (docs/product-rules.md "Routes and
 * shell").
 */
export function sectionOfPath(pathname: string): Section | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first && (SECTIONS as readonly string[]).includes(first)) return first as Section;
  const second = pathname.split('/').filter(Boolean)[1];
  if ((first === 'user' || first === 'page') && second && (SECTIONS as readonly string[]).includes(second)) {
    return second as Section;
  }
  return null;
}

/** `/shop/search/{text}`; null when the text is blank (search text is required, no message). */
export function searchRoute(section: Section, text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `/${section}/search/${encodeURIComponent(trimmed)}`;
}
