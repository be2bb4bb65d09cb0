import type { Metadata } from 'next';
import { AdminSliderView } from '@/features/slider/admin-slider-view';

export const metadata: Metadata = { title: 'Shop slider' };

export default function AdminShopSliderPage() {
  return <AdminSliderView placement="shop" />;
}
