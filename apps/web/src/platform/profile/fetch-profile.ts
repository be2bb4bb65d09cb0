import { taskerPageTag } from '@bazaar/shared/page-cache';
import type { TProfileReviewsResponse, TPublicProfile } from '@bazaar/shared/profile';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { errorStatus } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { profileApi } from './profile-api';

/**
 * The reads of `/profile/{userId}` for its cached page, under the person's own tag (task reviews, profile
 * edits purge it). What no tag follows (a listing listed, a reply in a rent inquiry) shows within the
 * page cache's bound. No read of the section registry here: a server module that imports it makes every
 * section's parts client references of the page (decision 040).
 */
function profileReadInit(userId: string) {
  return publicReadInit(taskerPageTag(userId));
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
