import type { TSlide, TSliderPlacement } from '@bazaar/shared/slider';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/** GET /slider?placement=, from the server or the browser: the active slides in order. */
export function readSlides(
  placement: TSliderPlacement,
  init: Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'> = {},
): Promise<TSlide[]> {
  return apiFetch<TSlide[]>('/slider', { ...init, query: { placement } });
}
