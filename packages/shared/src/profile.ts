import { z } from 'zod';
import { paginated, ZPageQuery } from './pagination.ts';
import { SECTIONS } from './section.ts';

export { profilePath } from './profile-constants.ts';

// A person's public profile (docs/features.md "One profile", decision 044): who they are in every
// section, gathered from each section's own part through the registry. Nothing private: no email, no
// phone, no orders or applications, no address finer than a district.

export const ZProfileIdParams = z.object({ userId: z.uuid({ error: 'userId must be a valid user id' }) });

/** An average of visible reviews and how many there are (average 0 when there are none). */
export const ZProfileRating = z.object({ average: z.number(), count: z.number().int() });
export type TProfileRating = z.infer<typeof ZProfileRating>;

/** One fact of a role: "Completed tasks: 12", "Response rate: 90%". `value` is already worded. */
export const ZProfileFact = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type TProfileFact = z.infer<typeof ZProfileFact>;

/** What a person is in one section, in one capacity: a tasker, a task poster, a rental owner, a store owner. */
export const ZProfileRole = z.object({
  /** Stable within its section (`tasker`, `poster`, `owner`, `store`): the page's anchor and the tests' handle. */
  key: z.string(),
  /** "As a tasker". */
  title: z.string(),
  /** Null when the role has no reviews at all (a rental owner). */
  rating: ZProfileRating.nullable(),
  facts: z.array(ZProfileFact),
  /** Skills, categories, amenities: short words shown as badges. */
  tags: z.array(z.string()),
  /** A public page this role leads to (the store, the person's rentals), or null. */
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type TProfileRole = z.infer<typeof ZProfileRole>;

/** One section's part of a profile: the roles the person holds there (a section with none is left out). */
export const ZProfilePart = z.object({
  section: z.enum(SECTIONS),
  label: z.string(),
  roles: z.array(ZProfileRole),
});
export type TProfilePart = z.infer<typeof ZProfilePart>;

/** GET /profile/:userId. */
export const ZPublicProfile = z.object({
  _id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  /** When the account was made (ISO). */
  memberSince: z.string(),
  /** Only whether each is verified, never the address or the number. */
  verified: z.object({ email: z.boolean(), phone: z.boolean() }),
  parts: z.array(ZProfilePart),
  /** How many visible reviews the person received in each section that has any, for the filter. */
  reviewCounts: z.array(z.object({ section: z.enum(SECTIONS), label: z.string(), count: z.number().int() })),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
export const ZPublicProfileResponse = z.object({ data: ZPublicProfile });
export type TPublicProfileResponse = z.infer<typeof ZPublicProfileResponse>;

/** GET /profile/:userId/reviews: the reviews the person received, newest first, in one section or all. */
export const ZProfileReviewsQuery = ZPageQuery.extend({
  section: z.enum(SECTIONS, { error: `section must be one of ${SECTIONS.join(', ')}` }).optional(),
});
export type TProfileReviewsQuery = z.input<typeof ZProfileReviewsQuery>;

/** A review the person received, whatever the section. */
export const ZProfileReview = z.object({
  _id: z.string(),
  section: z.enum(SECTIONS),
  /** What the person was reviewed as: "As a tasker", "Store". */
  role: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The author's name and picture only. */
  author: z.object({ _id: z.string().nullable(), fullName: z.string(), image: z.string().nullable() }),
  /** What it was about (a task, a product), with its public page. */
  about: z.object({ title: z.string(), href: z.string() }).nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type TProfileReview = z.infer<typeof ZProfileReview>;
export const ZProfileReviewsResponse = paginated(ZProfileReview);
export type TProfileReviewsResponse = z.infer<typeof ZProfileReviewsResponse>;
