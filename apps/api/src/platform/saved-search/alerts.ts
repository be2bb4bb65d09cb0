import { listingIndexKeys, matchesCriteria, type TSavedSearchEmail } from '@bazaar/shared/saved-search';
import type { Section } from '@bazaar/shared/section';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sectionOf } from '../../sections/registry.ts';
import { choicesOf } from '../notification/choices.ts';
import { emailNotifications } from '../notification/email.ts';
import { notify } from '../notification/service.ts';
import { savedSearchMatchNotification } from './notifications.ts';
import * as repo from './repo.ts';

// A new listing told to the people whose saved searches it matches (decision 047): the listing's facts
// (its section's `savedSearch.listings`), the candidates found through the inverted index by the
// listing's keys, the full check on those only, one match row per person and listing (the unique
// index: never told twice), then the bell and web push through notify() and the email as each chose.

/** Where a person manages their saved searches (the emails link to it). */
export const SAVED_SEARCHES_PAGE = '/user/saved-searches';

/** Subscribes the alerts to the listing events: a listing that became visible is matched. */
export function subscribeSavedSearchAlerts(deps: AppDeps): void {
  deps.listingEvents.subscribe(async (event) => {
    // A store restored lists nothing new of its own: its products were listed before.
    if (event.change !== 'listed' || event.ids.length === 0) return;
    await alertSavedSearches(deps, event.section, event.ids);
  });
}

/** Matches the listings against the saved searches and tells the owners of those they match. Answers how many were told. */
export async function alertSavedSearches(
  deps: AppDeps,
  section: Section,
  ids: readonly string[],
): Promise<number> {
  const listings = await sectionOf(section).savedSearch.listings(deps.db, ids);
  if (listings.length === 0) return 0;
  const candidates = await repo.findCandidates(
    deps.db,
    section,
    listings.flatMap((l) => listingIndexKeys(l)),
  );
  if (candidates.length === 0) return 0;

  const matches: (repo.NewMatch & { searchName: string; email: TSavedSearchEmail })[] = [];
  const told = new Set<string>();
  for (const listing of listings) {
    for (const search of candidates) {
      const once = `${search.userId}:${listing.id}`;
      if (search.userId === listing.ownerId || told.has(once)) continue;
      if (!matchesCriteria(search.criteria, listing)) continue;
      told.add(once);
      matches.push({
        id: newId(),
        savedSearchId: search.id,
        userId: search.userId,
        section,
        listingId: listing.id,
        title: listing.title,
        path: listing.path,
        digestPending: false,
        searchName: search.name,
        email: search.email,
      });
    }
  }
  if (matches.length === 0) return 0;

  return inTransaction(deps.db, async (tx) => {
    const choices = await choicesOf(
      tx,
      matches.map((m) => m.userId),
    );
    const wantsEmail = (m: (typeof matches)[number]) => choices.get(m.userId)?.[section].email ?? true;
    for (const m of matches) m.digestPending = m.email === 'daily' && wantsEmail(m);
    const written = new Set((await repo.insertMatches(tx, matches)).map((m) => m.id));
    const fresh = matches.filter((m) => written.has(m.id));
    if (fresh.length === 0) return 0;
    await notify(
      tx,
      deps,
      ...fresh.map((m) =>
        savedSearchMatchNotification({
          userId: m.userId,
          section,
          savedSearchId: m.savedSearchId,
          searchName: m.searchName,
          title: m.title,
          path: m.path,
        }),
      ),
    );
    // One template read and one outbox statement for all of them, each with its section's one-click
    // unsubscribe (decision 050): the choice it turns off is the one this email obeyed.
    await emailNotifications(
      tx,
      deps,
      fresh
        .filter((m) => m.email === 'instant' && wantsEmail(m))
        .map((m) => ({
          userId: m.userId,
          topic: section,
          route: m.path,
          email: {
            templateKey: 'saved-search-match' as const,
            values: {
              title: m.title,
              searchName: m.searchName,
              manageLink: `${deps.webOrigin}${SAVED_SEARCHES_PAGE}`,
            },
          },
        })),
      'chosen',
    );
    return fresh.length;
  });
}
