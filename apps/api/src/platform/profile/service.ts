import { buildPagination } from '@bazaar/shared/pagination';
import type {
  TProfileReview,
  TProfileReviewsResponse,
  TPublicProfile,
  ZProfileReviewsQuery,
} from '@bazaar/shared/profile';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { SECTION_REGISTRY } from '../../sections/registry.ts';
import { findPublicPerson } from './repo.ts';

// A person's public profile (decision 044): the platform says who they are; every section of the
// registry says what they are there and which reviews they received there. No list of sections here.

async function findPersonOrNotFound(deps: AppDeps, userId: string) {
  const person = await findPublicPerson(deps.db, userId);
  // A blocked (deactivated) person has no public page, as if they did not exist.
  if (!person) throw new AppError('NOT_FOUND', 'Person not found');
  return person;
}

const withReviews = SECTION_REGISTRY.filter((section) => section.profile.reviews);

/** GET /profile/:userId: the person, their part in each section they hold a role in, and their review counts. */
export async function getPublicProfile(deps: AppDeps, userId: string): Promise<TPublicProfile> {
  const person = await findPersonOrNotFound(deps, userId);
  const [roles, counts] = await Promise.all([
    Promise.all(SECTION_REGISTRY.map((section) => section.profile.roles(deps, userId))),
    Promise.all(withReviews.map((section) => section.profile.reviews?.count(deps.db, userId) ?? 0)),
  ]);
  return {
    _id: person.id,
    fullName: person.fullName,
    image: toImageUrl(person.image, deps.imageBaseUrl),
    memberSince: person.createdAt.toISOString(),
    // The product verifies no phone number yet: never claimed.
    verified: { email: Boolean(person.isEmailVerified), phone: false },
    parts: SECTION_REGISTRY.flatMap((section, i) => {
      const held = roles[i] ?? [];
      return held.length > 0 ? [{ section: section.info.name, label: section.info.label, roles: held }] : [];
    }),
    reviewCounts: withReviews.flatMap((section, i) => {
      const count = counts[i] ?? 0;
      return count > 0 ? [{ section: section.info.name, label: section.info.label, count }] : [];
    }),
  };
}

const newestFirst = (a: TProfileReview, b: TProfileReview) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/**
 * GET /profile/:userId/reviews: the reviews the person received, newest first, in one section or in
 * all. For all, each section gives its newest `offset + limit` and the merge keeps the page: exact,
 * and cheap for the pages people read (the first few).
 */
export async function listProfileReviews(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof ZProfileReviewsQuery>,
): Promise<TProfileReviewsResponse> {
  await findPersonOrNotFound(deps, userId);
  const sections = query.section
    ? withReviews.filter((section) => section.info.name === query.section)
    : withReviews;
  const offset = (query.page - 1) * query.limit;
  const [totals, pages] = await Promise.all([
    Promise.all(sections.map((section) => section.profile.reviews?.count(deps.db, userId) ?? 0)),
    sections.length === 1
      ? Promise.all(
          sections.map((section) => section.profile.reviews?.page(deps, userId, offset, query.limit) ?? []),
        )
      : Promise.all(
          sections.map(
            (section) => section.profile.reviews?.page(deps, userId, 0, offset + query.limit) ?? [],
          ),
        ),
  ]);
  const total = totals.reduce((sum, n) => sum + n, 0);
  const docs =
    sections.length === 1
      ? (pages[0] ?? [])
      : pages
          .flat()
          .sort(newestFirst)
          .slice(offset, offset + query.limit);
  return { docs, pagination: buildPagination(query.page, query.limit, total) };
}
