import { describe, expect, it } from 'vitest';
import { listingMetadata, searchPageMetadata, summarize } from './listing-metadata';
import { searchTextOf } from './listing-params';

describe('summarize', () => {
  it('puts the text on one line and cuts it at 160 characters with an ellipsis', () => {
    expect(summarize('  Two rooms,\n\nnear   the park. ')).toBe('Two rooms, near the park.');
    const cut = summarize('word '.repeat(60));
    expect(cut).toHaveLength(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

const FLAT = {
  section: 'rent',
  id: 'r1',
  name: 'Flat in Lalitpur',
  text: 'Sunny flat.',
  facts: ['Rs. 20,000 / month', 'Lalitpur'],
  picture: { path: 'https://cdn.example/flat.jpg', alt: 'Flat in Lalitpur' },
} as const;

describe('listingMetadata', () => {
  it("titles the page with the section's label and the preview with the listing's facts", () => {
    expect(listingMetadata(FLAT)).toEqual({
      title: 'Flat in Lalitpur · Rent',
      description: 'Sunny flat.',
      openGraph: {
        type: 'website',
        title: 'Flat in Lalitpur · Rs. 20,000 / month · Lalitpur',
        description: 'Sunny flat.',
        url: '/rent/r1',
        images: [{ url: 'https://cdn.example/flat.jpg', alt: 'Flat in Lalitpur' }],
      },
    });
  });

  it('leaves the preview without a picture when the listing has none', () => {
    const job = { ...FLAT, section: 'job', name: 'Cook · Himal Foods', facts: [] } as const;
    const metadata = listingMetadata({ ...job, picture: { path: null, alt: 'Himal Foods' } });
    expect(metadata.title).toBe('Cook · Himal Foods · Job');
    expect(metadata.openGraph?.url).toBe('/job/r1');
    expect(metadata.openGraph?.images).toBeUndefined();
  });
});

describe('a search page', () => {
  it('reads its text decoded, trimmed and cut at 100 characters, a malformed escape kept', () => {
    expect(searchTextOf('%20wall%20shelf%20')).toBe('wall shelf');
    expect(searchTextOf('100%')).toBe('100%');
    expect(searchTextOf('a'.repeat(150))).toHaveLength(100);
  });

  it("is titled by its text and its section's label, and kept out of the index", () => {
    expect(searchPageMetadata('bookshelf', 'shop')).toEqual({
      title: 'Results for “bookshelf” in Shop',
      robots: { index: false },
    });
    expect(searchPageMetadata('plumber', 'task').title).toBe('Results for “plumber” in Task');
  });
});
