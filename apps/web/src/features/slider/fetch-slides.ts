import type { TSlide, TSliderPlacement } from '@bazaar/shared/slider';
import { type PageRead, readForPage, webServerHeaders } from '@/lib/server-api';
import { readSlides } from './read-slides';

/** The placement's active slides read on the server for a page, or not loaded. */
export async function fetchSlides(placement: TSliderPlacement): Promise<PageRead<TSlide[]>> {
  return readForPage(`${placement} slider`, async () =>
    readSlides(placement, { headers: await webServerHeaders() }),
  );
}
