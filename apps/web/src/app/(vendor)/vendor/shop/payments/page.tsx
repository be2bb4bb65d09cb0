import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VendorPaymentsView } from '@/sections/shop/vendor-payment/vendor-payments-view';

export const metadata: Metadata = { title: 'Payments' };

export default function VendorPaymentsPage() {
  return (
    <Suspense>
      <VendorPaymentsView />
    </Suspense>
  );
}
