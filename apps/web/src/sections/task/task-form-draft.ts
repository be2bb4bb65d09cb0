import type { TTaskPrefill } from '@bazaar/shared/cross-sell-constants';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import { type TTaskDetail, type TTaskRequest, ZTaskRequest } from '@bazaar/shared/task';
import type { TTaskWhenKind } from '@bazaar/shared/task-constants';
import { schemaFieldErrors } from '@/components/listing-form/use-draft-fields';
import type { TAddressChain } from '@/platform/address/address-selects';
import { EMPTY_CHAIN, placeDraftOf, placeIdOf, type TPlaceDraft } from '@/platform/address/place-fields';

// The task form's draft: empty, from a stored task, to the request, and its field errors.

export type Draft = TPlaceDraft & {
  title: string;
  categoryId: string;
  description: string;
  images: string[];
  isRemote: boolean;
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
  chain: EMPTY_CHAIN,
  keptPlace: null,
  street: '',
  whenKind: 'flexible',
  whenDate: '',
  budgetRs: '',
};

/** The request field each draft field feeds, where the names differ. */
export const ERROR_KEYS = { chain: 'placeId', keptPlace: 'placeId', budgetRs: 'budget' } as const;

export function draftOf(task: TTaskDetail, street: string | null): Draft {
  return {
    title: task.title,
    categoryId: task.category._id,
    description: task.description,
    images: task.images,
    isRemote: task.isRemote,
    ...placeDraftOf(task.place, street ?? ''),
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
    placeId: d.isRemote ? null : placeIdOf(d) || null,
    street: d.isRemote ? '' : d.street,
    whenKind: d.whenKind,
    whenDate: d.whenKind === 'flexible' ? null : d.whenDate || null,
    budget: parseRupees(d.budgetRs) ?? Number.NaN,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
export function validate(d: Draft): Record<string, string> {
  const errors = schemaFieldErrors(ZTaskRequest.safeParse(requestOf(d)));
  if (errors.budget && parseRupees(d.budgetRs) === null) errors.budget = 'Budget is required';
  return errors;
}
