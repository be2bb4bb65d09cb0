'use client';

import type { TSliderPlacement } from '@bazaar/shared/slider';
import { useReadAgain } from '@/lib/use-read-again';
import { ContentSlider } from './content-slider';
import { readSlides } from './read-slides';

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
  const { value: data } = useReadAgain(`slides:${placement}`, null, (signal) =>
    readSlides(placement, { signal }),
  );
  return data && data.length > 0 ? <ContentSlider slides={data} label={label} testId={testId} /> : null;
}
