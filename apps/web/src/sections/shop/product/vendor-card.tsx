'use client';

import type { TVendorCard } from '@bazaar/shared/product';
import { IconBuildingStore } from '@tabler/icons-react';
import { ProfileCard } from '@/components/listing/profile-card';

/** A store's page. */
export function storeHref(slug: string): string {
  return `/shop/store/${encodeURIComponent(slug)}`;
}

/** Who sells the product; the whole card leads to the store's page, the rest of their shelf. */
export function VendorCard({ vendor }: { vendor: TVendorCard }) {
  return (
    <ProfileCard
      href={storeHref(vendor.slug)}
      image={vendor.logo}
      caption="Sold by"
      name={vendor.storeName}
      action="Visit store"
      icon={IconBuildingStore}
      testId="vendor-card"
    />
  );
}
