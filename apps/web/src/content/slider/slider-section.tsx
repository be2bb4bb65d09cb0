import type { TSliderPlacement } from '@bazaar/shared/slider';
import { preload } from 'react-dom';
import { ContentSlider } from './content-slider';
import { fetchSlides } from './fetch-slides';
import { SliderRetry } from './slider-retry';

const LABELS: Record<TSliderPlacement, string> = { home: 'Highlights', shop: 'Shop offers' };

/**
 * Server component: the placement's active slides, rendered into the HTML; nothing when there are
 * none. When the server could not read them, the browser asks again.
 */
export async function SliderSection({ placement }: { placement: TSliderPlacement }) {
  const testId = `${placement}-slider`;
  const read = await fetchSlides(placement);
  if (!read.isLoaded) return <SliderRetry placement={placement} label={LABELS[placement]} testId={testId} />;
  const slides = read.value;
  const first = slides[0];
  if (!first) return null;
  // The first picture is usually the page's largest paint: the browser starts it from the <head>.
  preload(first.image, { as: 'image', fetchPriority: 'high' });
  return <ContentSlider slides={slides} label={LABELS[placement]} testId={testId} />;
}
