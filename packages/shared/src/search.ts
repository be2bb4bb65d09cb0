import { isSection, type Section } from './section.ts';

/**
 * The section a path belongs to, used as the search category default (docs/product-rules.md "Routes and
 * shell").
 */
export function sectionOfPath(pathname: string): Section | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (isSection(first)) return first;
  const second = pathname.split('/').filter(Boolean)[1];
  if ((first === 'user' || first === 'page') && isSection(second)) {
    return second;
  }
  return null;
}

/** `/shop/search/{text}`; null when the text is blank (search text is required, no message). */
export function searchRoute(section: Section, text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `/${section}/search/${encodeURIComponent(trimmed)}`;
}
