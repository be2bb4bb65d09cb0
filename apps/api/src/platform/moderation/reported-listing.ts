import type { ReportedThing } from '../../sections/contract.ts';
import { excerpt } from '../notification/text.ts';

/**
 * A listing as the moderation queue shows it (decision 046), from the columns every section's listing
 * has: who answers for it, its title, the start of its text, and whether it is hidden.
 */
export function reportedListing(
  row: { ownerId: string; title: string; description: string | null; isHidden: boolean },
  where: { path: string; context?: string },
): ReportedThing {
  return {
    ownerId: row.ownerId,
    title: row.title,
    excerpt: row.description ? excerpt(row.description) : null,
    context: where.context ?? null,
    path: where.path,
    hidden: row.isHidden,
  };
}
