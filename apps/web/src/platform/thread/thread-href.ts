import type { ThreadSubjectRef } from './queries';

// Where a conversation opens: small on its own, so a page's "Message the store" button does not carry
// the Messages page with it.

/** Where a person's conversations are: their own Messages page, or the store's in the vendor area. */
export type MessagesArea = 'user' | 'vendor';
export const MESSAGES_PATH: Record<MessagesArea, string> = {
  user: '/user/messages',
  vendor: '/vendor/messages',
};

/** The Messages page with one conversation chosen, keeping the list's filters (section, unread, page). */
export function threadHref(
  subject: ThreadSubjectRef,
  area: MessagesArea = 'user',
  keep?: URLSearchParams,
): string {
  const params = new URLSearchParams(keep);
  params.set('kind', subject.kind);
  params.set('id', subject.id);
  return `${MESSAGES_PATH[area]}?${params.toString()}`;
}
