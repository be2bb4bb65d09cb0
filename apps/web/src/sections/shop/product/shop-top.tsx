import { AdSlot } from '@/content/ad/ad-slot';
import { SliderSection } from '@/content/slider/slider-section';

/** Server component: the top of /shop — the slim shop slider (only when it has slides). */
export function ShopTop() {
  return (
    <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
      <SliderSection placement="shop" />
    </div>
  );
}

/**
 * Server component: the 'shop-home' ad (only when set), under the grid: above it, it would push the
 * products off the first screen.
 */
export function ShopBottomAd() {
  return (
    <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <AdSlot slot="shop-home" />
    </div>
  );
}
