import type { Metadata } from 'next';
import { AdminSliderView } from '@/content/slider/admin-slider-view';

export const metadata: Metadata = { title: 'Shop slider' };

export default function AdminShopSliderPage() {
  return <AdminSliderView placement="shop" />;
}
