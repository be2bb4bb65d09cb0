'use client';

import type { TTaskDetail } from '@bazaar/shared/task';

/** The private messages between the poster and the assigned tasker, once the task is assigned. */
export function TaskThread({ task }: { task: TTaskDetail }) {
  if (task.status === 'Open' || !task.assignedTasker) return null;
  return null;
}
