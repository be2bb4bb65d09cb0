import type { TProfileReviewsResponse, TPublicProfileResponse } from '@bazaar/shared/profile';
import type { Section } from '@bazaar/shared/section';
import { type ApiInit, apiFetch } from '@/lib/api-client';

type Signal = Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'>;

/** Reviews a profile page shows at a time. */
export const PROFILE_REVIEWS_LIMIT = 10;

/** A person's public profile and the reviews they received (GET /api/profile/...). */
export const profileApi = {
  profile: (userId: string, init: Signal = {}) =>
    apiFetch<TPublicProfileResponse>(`/profile/${encodeURIComponent(userId)}`, init),
  reviews: (userId: string, section: Section | null, page: number, init: Signal = {}) => {
    const query: { page: number; limit: number; section?: Section } = {
      page,
      limit: PROFILE_REVIEWS_LIMIT,
      ...(section ? { section } : {}),
    };
    return apiFetch<TProfileReviewsResponse>(`/profile/${encodeURIComponent(userId)}/reviews`, {
      ...init,
      query,
    });
  },
};
