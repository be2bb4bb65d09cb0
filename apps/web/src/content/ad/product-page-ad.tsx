import type { TAdSlot } from '@bazaar/shared/ad';
import { Container } from '@mantine/core';
import { AdSlot } from './ad-slot';

/** Server component: a detail page's ad at its foot (nothing when unset): `product-detail`, `task-detail`, … */
export function DetailPageAd({ slot }: { slot: TAdSlot }) {
  return (
    <Container size="xl" pb={{ base: 'xl', sm: 48 }}>
      <AdSlot slot={slot} />
    </Container>
  );
}

/** The 'product-detail' ad at the foot of a product page. */
export function ProductPageAd() {
  return <DetailPageAd slot="product-detail" />;
}
