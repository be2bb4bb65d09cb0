import type { Metadata } from 'next';
import { TaskServiceChargeView } from '@/sections/task/admin-task-views';

export const metadata: Metadata = { title: 'Task service charge' };

export default function TaskServiceChargePage() {
  return <TaskServiceChargeView />;
}
