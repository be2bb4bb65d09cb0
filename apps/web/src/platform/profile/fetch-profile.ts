import { taskerPageTag } from '@bazaar/shared/page-cache';
import type { TProfileReviewsResponse, TPublicProfile } from '@bazaar/shared/profile';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { errorStatus } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { WEB_SECTIONS } from '@/sections/registry';
import { profileApi } from './profile-api';

/**
 * The reads of `/profile/{userId}` for its cached page: the person's own tag (task reviews, profile
 * edits) and each section's profile tags from the registry (its listings listed or taken down). What
 * no tag follows (a reply in a rent inquiry) shows within the page cache's bound.
 */
function profileReadInit(userId: string) {
  return publicReadInit(taskerPageTag(userId), ...new Set(WEB_SECTIONS.flatMap((s) => s.profile.pageTags)));
}

export type ProfilePageData = { profile: TPublicProfile; reviews: TProfileReviewsResponse };

/** The profile and the first page of reviews of every section, or the not-found page (unknown, deactivated, bad id). */
export const fetchProfileOrNotFound = cache(async (userId: string): Promise<ProfilePageData> => {
  try {
    const init = profileReadInit(userId);
    const [profile, reviews] = await Promise.all([
      profileApi.profile(userId, init),
      profileApi.reviews(userId, null, 1, init),
    ]);
    return { profile: profile.data, reviews };
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
});
