import { Container } from '@mantine/core';
import { AdSlot } from './ad-slot';

/** Server component: the 'product-detail' ad at the foot of a product page (nothing when unset). */
export function ProductPageAd() {
  return (
    <Container size="xl" pb={{ base: 'xl', sm: 48 }}>
      <AdSlot slot="product-detail" />
    </Container>
  );
}
