import { Container } from '@mantine/core';
import { AdSlot } from './ad-slot';
import { SliderSection } from './slider-section';

/** Server component: the home slider at the top of '/' (nothing when it has no active slide). */
export function HomeSlider() {
  return (
    <Container size="xl" pt={{ base: 'md', sm: 'lg' }}>
      <SliderSection placement="home" />
    </Container>
  );
}

/** Server component: the 'product-detail' ad at the foot of a product page (nothing when unset). */
export function ProductPageAd() {
  return (
    <Container size="xl" pb={{ base: 'xl', sm: 48 }}>
      <AdSlot slot="product-detail" />
    </Container>
  );
}
