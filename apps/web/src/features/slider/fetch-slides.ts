import type { TSlide, TSliderPlacement } from '@bazaar/shared/slider';
import { apiFetch } from '@/lib/api-client';

// Server reads for the public pages. A slider is decoration: when the API cannot answer,
// the page renders without it instead of failing.

/** GET /slider?placement=: the active slides in order ([] on any failure). */
export async function fetchSlides(placement: TSliderPlacement): Promise<TSlide[]> {
  try {
    return await apiFetch<TSlide[]>('/slider', { query: { placement } });
  } catch {
    return [];
  }
}
