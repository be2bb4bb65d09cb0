import type { Executor } from '../db/client.ts';
import type { ListingEvent } from './section.ts';
import { afterCommit } from './transaction.ts';

// "Listed / changed / unlisted": every path that makes a listing of any section visible, changes
// what it shows or hides it announces it here, once its write is committed. What follows from it
// (the section's micro-caches and search words, the web's cached pages; later the saved-search alerts,
// live updates and a search index) subscribes instead of being called from each path (decision 027).

/** Acts on an event; must not throw (the write is committed whatever it does): failures are reported. */
export type ListingSubscriber = (event: ListingEvent) => Promise<void> | void;

export type ListingEvents = {
  /** Adds a subscriber; answers the function that removes it. */
  subscribe: (subscriber: ListingSubscriber) => () => void;
  /** Runs every subscriber on the event, in the order they subscribed, each one's failure reported apart. */
  emit: (event: ListingEvent) => Promise<void>;
};

/** One app's subscriber list (AppDeps.listingEvents). `onError` hears a subscriber's failure. */
export function createListingEvents(onError: (err: unknown, event: ListingEvent) => void): ListingEvents {
  const subscribers: ListingSubscriber[] = [];
  return {
    subscribe(subscriber) {
      subscribers.push(subscriber);
      return () => {
        const at = subscribers.indexOf(subscriber);
        if (at >= 0) subscribers.splice(at, 1);
      };
    },
    async emit(event) {
      for (const subscriber of [...subscribers]) {
        try {
          await subscriber(event);
        } catch (err) {
          onError(err, event);
        }
      }
    },
  };
}

/**
 * Announces that some listings were listed, changed or unlisted by a write through `db`: at once
 * outside a transaction, after the commit inside one started with `inTransaction` (never if it rolls back).
 */
export async function announceListing(
  db: Executor,
  deps: { listingEvents: ListingEvents },
  event: ListingEvent,
): Promise<void> {
  await afterCommit(db, () => deps.listingEvents.emit(event));
}
