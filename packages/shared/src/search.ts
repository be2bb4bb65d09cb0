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

/** The header search's choice that looks in every section at once (beside the sections' names). */
export const SEARCH_ALL = 'all';
export type SearchChoice = Section | typeof SEARCH_ALL;

/** `/search/{text}`: every section's best matches at once; null when the text is blank. */
export function searchAllRoute(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `/search/${encodeURIComponent(trimmed)}`;
}

/** The results page of a header search choice: a section's own, or every section's. */
export function searchChoiceRoute(choice: SearchChoice, text: string): string | null {
  return choice === SEARCH_ALL ? searchAllRoute(text) : searchRoute(choice, text);
}
