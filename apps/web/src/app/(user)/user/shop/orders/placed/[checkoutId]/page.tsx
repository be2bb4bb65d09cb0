import type { Metadata } from 'next';
import { CheckoutConfirmationView } from '@/sections/shop/order/checkout-confirmation-view';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } };

type Props = { params: Promise<{ checkoutId: string }> };

/** Where a checkout lands: its orders per store, the address, the payment and what happens next. */
export default async function OrderPlacedPage({ params }: Props) {
  return <CheckoutConfirmationView checkoutId={(await params).checkoutId} />;
}
