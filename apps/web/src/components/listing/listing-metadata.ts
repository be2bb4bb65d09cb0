import { SECTION_INFO, type Section } from '@bazaar/shared/section';
import type { Metadata } from 'next';
import { resolveImageUrl } from '@/lib/public-config';

// What a listing's page (a task, a job, a rental) tells search engines and link previews. Server-side:
// it reads the section's words from SECTION_INFO, never from its section.ts (decision 040).

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/** A listing's text on one line, cut to what a search engine shows. */
export function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}

/**
 * The metadata of a listing's page: "{name} · {section}" as its title, its text summarized, and a link
 * preview titled by the name and its `facts` (price, place), with its picture when it has one.
 */
export function listingMetadata(listing: {
  section: Section;
  id: string;
  name: string;
  text: string;
  facts: readonly string[];
  picture: { path: string | null | undefined; alt: string };
}): Metadata {
  const { path, alt } = listing.picture;
  const description = summarize(listing.text);
  return {
    title: `${listing.name} · ${SECTION_INFO[listing.section].label}`,
    description,
    openGraph: {
      type: 'website',
      title: [listing.name, ...listing.facts].join(' · '),
      description,
      url: `${SECTION_INFO[listing.section].path}/${listing.id}`,
      images: path ? [{ url: resolveImageUrl(path) ?? path, alt }] : undefined,
    },
  };
}

/** A section's search page: "Results for “{text}” in {Section}", kept out of search engines' indexes. */
export function searchPageMetadata(text: string, section: Section): Metadata {
  return { title: `Results for “${text}” in ${SECTION_INFO[section].label}`, robots: { index: false } };
}
