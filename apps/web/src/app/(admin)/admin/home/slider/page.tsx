import type { Metadata } from 'next';
import { AdminSliderView } from '@/features/slider/admin-slider-view';

export const metadata: Metadata = { title: 'Home slider' };

export default function AdminHomeSliderPage() {
  return <AdminSliderView placement="home" />;
}
