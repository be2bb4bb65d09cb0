import type { Metadata } from 'next';
import { TaskerProfileView } from '@/sections/task/tasker-profile-view';

export const metadata: Metadata = { title: 'Tasker profile' };

export default function TaskerProfilePage() {
  return <TaskerProfileView />;
}
