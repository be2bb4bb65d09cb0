'use client';

import type {
  TTaskCancelRequest,
  TTaskOfferRequest,
  TTaskOfferWriteResponse,
  TTaskQuestionWriteResponse,
  TTaskReviewRequest,
  TTaskReviewWriteResponse,
  TTaskWriteResponse,
} from '@bazaar/shared/task';
import { useApiMutation } from '@/lib/use-api-mutation';
import { taskKeys } from './query-keys';

// Every write of the Task section from the browser. Each refetches everything Task (the page's islands,
// my lists): a move on one task changes its card, its offers, its counts and the lists it sits in.
const INVALIDATE = { invalidate: [taskKeys.all] };

export function useMakeOffer(taskId: string, onSuccess?: () => void) {
  return useApiMutation(
    (body: TTaskOfferRequest, f) =>
      f<TTaskOfferWriteResponse>(`/task/${taskId}/offers`, { method: 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useChangeOffer(onSuccess?: () => void) {
  return useApiMutation(
    ({ offerId, ...body }: TTaskOfferRequest & { offerId: string }, f) =>
      f<TTaskOfferWriteResponse>(`/task/offers/${offerId}`, { method: 'PUT', body }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useOfferMove(move: 'withdraw' | 'accept', onSuccess?: () => void) {
  return useApiMutation(
    (offerId: string, f) => f<TTaskOfferWriteResponse>(`/task/offers/${offerId}/${move}`, { method: 'PUT' }),
    { ...INVALIDATE, onSuccess },
  );
}

/** PUT /task/:id/done (the tasker), /confirm (the poster), /cancel with a reason (the poster). */
export function useTaskMove(taskId: string, onSuccess?: () => void) {
  return useApiMutation(
    ({ move, body }: { move: 'done' | 'confirm' | 'cancel'; body?: TTaskCancelRequest }, f) =>
      f<TTaskWriteResponse>(`/task/${taskId}/${move}`, { method: 'PUT', body: body ?? {} }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useAskQuestion(taskId: string, onSuccess?: () => void) {
  return useApiMutation(
    (text: string, f) =>
      f<TTaskQuestionWriteResponse>(`/task/${taskId}/questions`, { method: 'POST', body: { text } }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useAnswerQuestion(onSuccess?: () => void) {
  return useApiMutation(
    ({ questionId, answer }: { questionId: string; answer: string }, f) =>
      f<TTaskQuestionWriteResponse>(`/task/questions/${questionId}/answer`, {
        method: 'PUT',
        body: { answer },
      }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useWriteReview(taskId: string, onSuccess?: () => void) {
  return useApiMutation(
    (body: TTaskReviewRequest, f) =>
      f<TTaskReviewWriteResponse>(`/task/${taskId}/reviews`, { method: 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useReplyToReview(onSuccess?: () => void) {
  return useApiMutation(
    ({ reviewId, reply }: { reviewId: string; reply: string }, f) =>
      f<TTaskReviewWriteResponse>(`/task/reviews/${reviewId}/reply`, { method: 'PUT', body: { reply } }),
    { ...INVALIDATE, onSuccess },
  );
}
