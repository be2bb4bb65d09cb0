import type { AppDeps } from '../lib/deps.ts';
import { recordPagePurge } from '../platform/page-cache/service.ts';
import { pageTagsOfListingEvent, sectionOf } from './registry.ts';

/**
 * What follows every listing's change, whatever the section (lib/listing-events.ts): the section's
 * micro-caches and search words are dropped, so this instance answers the change at once, and its
 * lists' and listings' cached pages are purged on every web instance. Subscribed once per app.
 */
export function subscribeListingEffects(deps: AppDeps): void {
  deps.listingEvents.subscribe((event) => {
    for (const cache of sectionOf(event.section).caches(deps)) cache.clear();
  });
  deps.listingEvents.subscribe(async (event) => {
    await recordPagePurge(deps, await pageTagsOfListingEvent(deps.db, event));
  });
}
