import { AdSlot } from '@/features/ad/ad-slot';
import { SliderSection } from '@/features/slider/slider-section';

/** Server component: the top of /shop — the shop slider, then the 'shop-home' ad (each only when set). */
export function ShopTop() {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-md)',
        marginBottom: 'var(--mantine-spacing-lg)',
      }}
    >
      <SliderSection placement="shop" />
      <AdSlot slot="shop-home" />
    </div>
  );
}
