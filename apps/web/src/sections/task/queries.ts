'use client';

import type {
  TTaskListQuery,
  TTaskListResponse,
  TTaskOfferListResponse,
  TTaskViewerResponse,
} from '@bazaar/shared/task';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { TASK_CATEGORY_STALE_MS, TASK_LIST_STALE_MS, taskKeys } from './query-keys';
import { taskApi } from './task-api';

/** GET /task/list */
export function useTaskList(query: TTaskListQuery) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }): Promise<TTaskListResponse> => taskApi.list(query, { signal }),
    staleTime: TASK_LIST_STALE_MS,
  });
}

/** GET /task/categories (with open-task counts). */
export function useTaskCategories() {
  return useQuery({
    queryKey: taskKeys.categories(),
    queryFn: async ({ signal }) => (await taskApi.categories({ signal })).data,
    staleTime: TASK_CATEGORY_STALE_MS,
  });
}

/** GET /task/service-charge: the percent the offer form shows. */
export function useTaskServiceCharge() {
  return useQuery({
    queryKey: taskKeys.serviceCharge(),
    queryFn: async ({ signal }) => (await taskApi.serviceCharge({ signal })).data,
    staleTime: 60_000,
  });
}

/** GET /task/:id/me: what the signed-in reader is on this task and may do. */
export function useTaskViewer(id: string) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: taskKeys.viewer(id),
    queryFn: async ({ signal }) => (await fetcher<TTaskViewerResponse>(`/task/${id}/me`, { signal })).data,
    enabled: status === 'authenticated',
  });
}

/** GET /task/:id/offers: every offer for the poster, their own for anyone else. */
export function useTaskOffers(id: string, enabled: boolean) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: taskKeys.offers(id),
    queryFn: async ({ signal }) =>
      (await fetcher<TTaskOfferListResponse>(`/task/${id}/offers`, { signal })).docs,
    enabled: enabled && status === 'authenticated',
  });
}
