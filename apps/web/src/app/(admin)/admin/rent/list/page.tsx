import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminRentView } from '@/sections/rent/admin-rent-view';

export const metadata: Metadata = { title: 'Rent listings' };

export default function AdminRentListPage() {
  return (
    <Suspense>
      <AdminRentView />
    </Suspense>
  );
}
