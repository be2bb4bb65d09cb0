import type { Metadata } from 'next';
import { DeliveryChargeView } from '@/sections/shop/delivery-charge/delivery-charge-view';

export const metadata: Metadata = { title: 'Delivery charge' };

export default function DeliveryChargePage() {
  return <DeliveryChargeView />;
}
