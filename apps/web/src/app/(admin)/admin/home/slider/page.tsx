import type { Metadata } from 'next';
import { AdminSliderView } from '@/content/slider/admin-slider-view';

export const metadata: Metadata = { title: 'Home slider' };

export default function AdminHomeSliderPage() {
  return <AdminSliderView placement="home" />;
}
