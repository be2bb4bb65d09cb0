import { searchRoute } from '@bazaar/shared/search';
import type { TSearchAllResponse, TSearchSuggestResponse } from '@bazaar/shared/search-all';
import type { Section } from '@bazaar/shared/section';
import type { AppDeps } from '../../lib/deps.ts';
import { mergedVocabulary } from '../../lib/search/repo.ts';
import { planSearch } from '../../lib/search/vocabulary.ts';
import { SECTION_REGISTRY } from '../../sections/registry.ts';

/**
 * GET /search: every section of the registry answers with the first matches of its own search (its
 * typo tolerance, its order, its count), side by side. One "did you mean" for them all: the text with
 * each word that no section knows replaced by its closest word in any section; when every word is
 * known somewhere yet nothing matched, the first section's own proposal (a category name it spells).
 * `only`: one section's group alone (the header's type-ahead when a section is chosen).
 */
export async function searchAll(
  deps: AppDeps,
  text: string,
  limit: number,
  only?: Section,
): Promise<TSearchAllResponse> {
  const sections = only ? SECTION_REGISTRY.filter((section) => section.info.name === only) : SECTION_REGISTRY;
  const [found, vocabulary] = await Promise.all([
    Promise.all(sections.map((section) => section.search(deps, text, limit))),
    mergedVocabulary(
      deps,
      sections.map((section) => section.searchVocabulary),
    ),
  ]);
  const groups = sections.map((section, i) => {
    const result = found[i] as (typeof found)[number];
    return {
      section: section.info.name,
      label: section.info.label,
      total: result.total,
      totalIsCapped: result.totalIsCapped,
      searchPath: searchRoute(section.info.name, text) ?? section.info.path,
      hits: result.hits,
    };
  });
  const matched = groups.reduce((sum, group) => sum + group.total, 0);
  const proposed =
    planSearch(vocabulary, text)?.didYouMean ??
    (matched === 0 ? (found.find((result) => result.didYouMean)?.didYouMean ?? null) : null);
  return { q: text, groups, didYouMean: proposed };
}

/**
 * GET /search/suggest: the header's type-ahead. Each section of the registry (or `only` one) proposes
 * its first listings whose words begin with the words typed and its categories whose names do: no
 * counts, no corrections, no "did you mean" (decision 042), so a broad prefix costs a few rows.
 */
export async function suggestAll(
  deps: AppDeps,
  text: string,
  limit: number,
  only?: Section,
): Promise<TSearchSuggestResponse> {
  const sections = only ? SECTION_REGISTRY.filter((section) => section.info.name === only) : SECTION_REGISTRY;
  const found = await Promise.all(sections.map((section) => section.suggest(deps, text, limit)));
  return {
    q: text,
    groups: sections.map((section, i) => ({
      section: section.info.name,
      label: section.info.label,
      searchPath: searchRoute(section.info.name, text) ?? section.info.path,
      ...(found[i] as (typeof found)[number]),
    })),
  };
}
