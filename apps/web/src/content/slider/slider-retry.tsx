'use client';

import type { TSliderPlacement } from '@bazaar/shared/slider';
import { ContentSlider } from './content-slider';
import { usePublicSlides } from './queries';

/** The placement's slides read by the browser, for when the server could not read them. */
export function SliderRetry({
  placement,
  label,
  testId,
}: {
  placement: TSliderPlacement;
  label: string;
  testId: string;
}) {
  const { data } = usePublicSlides(placement);
  return data && data.length > 0 ? <ContentSlider slides={data} label={label} testId={testId} /> : null;
}
