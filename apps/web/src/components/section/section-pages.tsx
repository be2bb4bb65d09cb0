import type { Section } from '@bazaar/shared/constants';
import type { Metadata } from 'next';
import { SearchResultsView } from './search-results-view';
import { SECTION_INFO } from './section-info';
import { SectionLanding } from './section-landing';

/** Shared bodies of the four `/{section}` and `/{section}/search/[text]` route files. */
export function sectionMetadata(section: Section): Metadata {
  const info = SECTION_INFO[section];
  return {
    title: info.title,
    description: info.description,
    openGraph: { title: `${info.title} · Bazaar`, description: info.description },
  };
}

export function SectionPage({ section }: { section: Section }) {
  return <SectionLanding section={section} />;
}

type SearchParams = { params: Promise<{ text: string }> };

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function searchMetadata(section: Section, { params }: SearchParams): Promise<Metadata> {
  const { text } = await params;
  return {
    title: `Results for “${decodeSegment(text)}” in ${SECTION_INFO[section].label}`,
    robots: { index: false },
  };
}

export async function SearchPage({ section, params }: { section: Section } & SearchParams) {
  const { text } = await params;
  return <SearchResultsView section={section} text={decodeSegment(text)} />;
}
