import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VendorPaymentsView } from '@/features/vendor-payments/vendor-payments-view';

export const metadata: Metadata = { title: 'Payments' };

export default function VendorPaymentsPage() {
  return (
    <Suspense>
      <VendorPaymentsView />
    </Suspense>
  );
}
