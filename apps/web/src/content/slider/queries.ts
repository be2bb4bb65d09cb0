'use client';

import type { TAdminSliderListResponse, TSliderPlacement } from '@bazaar/shared/slider';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const sliderKeys = {
  all: ['slider'] as const,
  /** Prefix of the admin slides table of a placement (AdminTable appends its params). */
  slides: (placement: TSliderPlacement) => [...sliderKeys.all, 'slides', placement] as const,
};

/**
 * The ids of a placement's first and last slide, whatever page or search the table shows: their
 * "Move up" / "Move down" buttons are disabled. Under the slides prefix, so every write refetches it.
 */
export function useSlideEnds(placement: TSliderPlacement) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: [...sliderKeys.slides(placement), 'ends'],
    queryFn: async ({ signal }) => {
      const slideAt = (page: number) =>
        fetcher<TAdminSliderListResponse>('/admin/sliders', { query: { placement, page, limit: 1 }, signal });
      const first = await slideAt(1);
      const { total } = first.pagination;
      const last = total > 1 ? await slideAt(total) : first;
      return { firstId: first.docs[0]?._id ?? null, lastId: last.docs[0]?._id ?? null };
    },
    enabled: status === 'authenticated',
  });
}
