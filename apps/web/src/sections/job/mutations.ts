'use client';

import type {
  TJobApplicationStatus,
  TJobApplicationWriteResponse,
  TJobApplyRequest,
  TJobRequest,
  TJobStatus,
  TVendorJobWriteResponse,
} from '@bazaar/shared/job';
import { useApiMutation } from '@/lib/use-api-mutation';
import { jobKeys } from './query-keys';

// Every write of the Job section from the browser. Each refetches everything Job: a move changes a
// job's card, its counts and the lists it sits in.
const INVALIDATE = { invalidate: [jobKeys.all] };

/** POST /job/:id/apply */
export function useApply(jobId: string, onSuccess?: () => void) {
  return useApiMutation(
    (body: TJobApplyRequest, f) =>
      f<TJobApplicationWriteResponse>(`/job/${jobId}/apply`, { method: 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

/** PUT /job/applications/:id/withdraw */
export function useWithdraw(onSuccess?: () => void) {
  return useApiMutation(
    (id: string, f) => f<TJobApplicationWriteResponse>(`/job/applications/${id}/withdraw`, { method: 'PUT' }),
    { ...INVALIDATE, onSuccess },
  );
}

/** POST /vendor/job/jobs, or PUT /vendor/job/jobs/:id with `id`. */
export function useSaveJob(id: string | null, onSuccess?: () => void) {
  return useApiMutation(
    (body: TJobRequest, f) =>
      id
        ? f<TVendorJobWriteResponse>(`/vendor/job/jobs/${id}`, { method: 'PUT', body })
        : f<TVendorJobWriteResponse>('/vendor/job/jobs', { method: 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

/** PUT /vendor/job/jobs/:id/status: close or reopen. */
export function useJobStatus(onSuccess?: () => void) {
  return useApiMutation(
    ({ id, status }: { id: string; status: TJobStatus }, f) =>
      f<TVendorJobWriteResponse>(`/vendor/job/jobs/${id}/status`, { method: 'PUT', body: { status } }),
    { ...INVALIDATE, onSuccess },
  );
}

/** PUT /vendor/job/applications/:id/status: the next step of an application. */
export function useMoveApplication(onSuccess?: () => void) {
  return useApiMutation(
    ({ id, status }: { id: string; status: TJobApplicationStatus }, f) =>
      f<TJobApplicationWriteResponse>(`/vendor/job/applications/${id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    { ...INVALIDATE, onSuccess },
  );
}
