'use client';

import type { TTaskDetail } from '@bazaar/shared/task';
import { Box, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTaskViewer } from './queries';

// Only the poster and the assigned tasker see it: a visitor's first load carries none of it (decision 040).
const ThreadPanel = dynamic(() => import('@/platform/thread/thread-panel').then((m) => m.ThreadPanel));

/**
 * The private messages between the poster and the assigned tasker, once the task is assigned; only the
 * two of them see it (the thread's own API refuses anyone else). Read from GET /task/:id/me.
 */
export function TaskReaderThread({ task }: { task: TTaskDetail }) {
  const viewer = useTaskViewer(task._id);
  const role = viewer.data?.role;
  if (task.status === 'Open' || !task.assignedTasker || (role !== 'poster' && role !== 'tasker')) return null;
  return (
    <Box component="section" data-testid="task-thread">
      <Title order={2} fz={{ base: 'lg', sm: 'xl' }} mb="sm">
        Messages with {role === 'poster' ? task.assignedTasker.fullName : task.poster.fullName}
      </Title>
      <ThreadPanel subject={{ kind: 'task', id: task._id }} withHeader={false} height="min(50dvh, 440px)" />
    </Box>
  );
}
