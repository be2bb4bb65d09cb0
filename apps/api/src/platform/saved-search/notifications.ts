import type { Section } from '@bazaar/shared/section';
import { SECTION_INFO } from '@bazaar/shared/section';
import type { NotifyInput } from '../notification/service.ts';

/** A new listing matched one of the person's saved searches: it opens the listing. */
export function savedSearchMatchNotification(input: {
  userId: string;
  section: Section;
  savedSearchId: string;
  searchName: string;
  title: string;
  path: string;
}): NotifyInput {
  return {
    userId: input.userId,
    title: 'New match for your saved search',
    message: `“${input.title}” matches “${input.searchName}”`,
    notificationType: SECTION_INFO[input.section].notificationType,
    topic: input.section,
    route: input.path,
    metaData: { savedSearchId: input.savedSearchId },
  };
}
