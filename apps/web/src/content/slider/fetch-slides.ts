import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TSlide, TSliderPlacement } from '@bazaar/shared/slider';
import { publicReadInit } from '@/lib/public-read';
import { type PageRead, readForPage } from '@/lib/server-api';
import { readSlides } from './read-slides';

/** The placement's active slides read on the server for a page, or not loaded. */
export async function fetchSlides(placement: TSliderPlacement): Promise<PageRead<TSlide[]>> {
  return readForPage(`${placement} slider`, () => readSlides(placement, publicReadInit(PAGE_TAG.sliders)));
}
