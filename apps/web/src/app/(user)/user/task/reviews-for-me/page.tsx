import type { Metadata } from 'next';
import { MyTaskReviewsView } from '@/sections/task/my-task-reviews-view';

export const metadata: Metadata = { title: 'Reviews for me' };

export default function TaskReviewsForMePage() {
  return <MyTaskReviewsView which="for-me" />;
}
