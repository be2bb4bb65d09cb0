'use client';

import type { TTaskDetail } from '@bazaar/shared/task';
import { useSession } from '@/lib/session-client';
import { signedInPart } from '@/lib/signed-in-part';

const TaskReaderThread = signedInPart(() => import('./task-reader-thread').then((m) => m.TaskReaderThread));

/**
 * The messages between the poster and the assigned tasker: only the two of them see it, so it loads
 * with its queries for a signed-in reader of an assigned task only (decision 064).
 */
export function TaskThread({ task }: { task: TTaskDetail }) {
  const { status } = useSession();
  if (status !== 'authenticated' || task.status === 'Open' || !task.assignedTasker) return null;
  return <TaskReaderThread task={task} />;
}
