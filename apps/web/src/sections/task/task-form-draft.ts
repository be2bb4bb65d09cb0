import type { TTaskPrefill } from '@bazaar/shared/cross-sell-constants';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import { type TTaskDetail, type TTaskRequest, ZTaskRequest } from '@bazaar/shared/task';
import type { TTaskWhenKind } from '@bazaar/shared/task-constants';
import { chainTarget, type TAddressChain } from '@/platform/address/address-selects';

// The task form's draft: empty, from a stored task, to the request, and its field errors.

export type Draft = {
  title: string;
  categoryId: string;
  description: string;
  images: string[];
  isRemote: boolean;
  chain: TAddressChain;
  /** The place the task had when opened for editing (kept unless another one is chosen). */
  keptPlace: { _id: string; label: string } | null;
  street: string;
  whenKind: TTaskWhenKind;
  whenDate: string;
  budgetRs: string;
};

export const EMPTY: Draft = {
  title: '',
  categoryId: '',
  description: '',
  images: [],
  isRemote: false,
  chain: ['', '', '', ''],
  keptPlace: null,
  street: '',
  whenKind: 'flexible',
  whenDate: '',
  budgetRs: '',
};

export function draftOf(task: TTaskDetail, street: string | null): Draft {
  return {
    title: task.title,
    categoryId: task.category._id,
    description: task.description,
    images: task.images,
    isRemote: task.isRemote,
    chain: ['', '', '', ''],
    keptPlace: task.place ? { _id: task.place._id, label: task.place.label } : null,
    street: street ?? '',
    whenKind: task.when.kind,
    whenDate: task.when.date ?? '',
    budgetRs: String(toRupees(task.budget)),
  };
}

/** The form filled in from another section's offer (its address: `taskPrefillHref`). */
export function prefilledDraft(p: TTaskPrefill): Draft {
  const place = [...p.place, '', '', '', ''].slice(0, 4) as TAddressChain;
  return {
    ...EMPTY,
    title: p.title,
    categoryId: p.categoryId,
    description: p.description,
    chain: place,
    whenKind: p.date ? 'on' : 'flexible',
    whenDate: p.date ?? '',
  };
}

export function requestOf(d: Draft): TTaskRequest {
  return {
    title: d.title,
    categoryId: d.categoryId,
    description: d.description,
    images: d.images,
    isRemote: d.isRemote,
    placeId: d.isRemote ? null : chainTarget(d.chain) || d.keptPlace?._id || null,
    street: d.isRemote ? '' : d.street,
    whenKind: d.whenKind,
    whenDate: d.whenKind === 'flexible' ? null : d.whenDate || null,
    budget: parseRupees(d.budgetRs) ?? Number.NaN,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
export function validate(d: Draft): Record<string, string> {
  const result = ZTaskRequest.safeParse(requestOf(d));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in errors)) errors[key] = issue.message;
  }
  if (errors.budget && parseRupees(d.budgetRs) === null) errors.budget = 'Budget is required';
  return errors;
}
