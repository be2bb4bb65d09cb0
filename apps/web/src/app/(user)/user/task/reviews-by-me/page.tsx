import type { Metadata } from 'next';
import { MyTaskReviewsView } from '@/sections/task/my-task-reviews-view';

export const metadata: Metadata = { title: 'Reviews by me' };

export default function TaskReviewsByMePage() {
  return <MyTaskReviewsView which="by-me" />;
}
