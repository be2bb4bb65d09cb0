import type { Metadata } from 'next';
import { SavedSearchesView } from '@/platform/saved-search/saved-searches-view';

export const metadata: Metadata = { title: 'Saved searches' };

export default function SavedSearchesPage() {
  return <SavedSearchesView />;
}
