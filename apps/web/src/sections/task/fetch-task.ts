import { PAGE_TAG, taskPageTag } from '@bazaar/shared/page-cache';
import type { TTaskDetail, TTaskListQuery } from '@bazaar/shared/task';
import { dehydrate } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { createServerQueryClient } from '@/components/listing/server-prefetch';
import { errorStatus } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { TASK_CATEGORY_STALE_MS, TASK_LIST_STALE_MS, taskKeys } from './query-keys';
import { taskApi } from './task-api';

// Server reads of the Task section's cached pages. `cache` lets generateMetadata and the page share
// one API call per request; a 404 becomes Next's not-found page, anything else is a real error.

async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
}

/** GET /task/:id, or the not-found page. */
export const fetchTaskOrNotFound = cache(
  async (id: string): Promise<TTaskDetail> =>
    (await orNotFound(() => taskApi.detail(id, publicReadInit(taskPageTag(id), PAGE_TAG.taskPages)))).data,
);

/** Server render of a task listing: the categories and the first page of tasks, in the HTML. */
export async function prefetchTaskList(query: TTaskListQuery | null) {
  const queryClient = createServerQueryClient();
  const init = publicReadInit(PAGE_TAG.tasks);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: taskKeys.categories(),
      queryFn: async () => (await taskApi.categories(init)).data,
      staleTime: TASK_CATEGORY_STALE_MS,
    }),
    query
      ? queryClient.prefetchQuery({
          queryKey: taskKeys.list(query),
          queryFn: () => taskApi.list(query, init),
          staleTime: TASK_LIST_STALE_MS,
        })
      : null,
  ]);
  return dehydrate(queryClient);
}

export { decodeSegment } from '@/components/listing/listing-params';
