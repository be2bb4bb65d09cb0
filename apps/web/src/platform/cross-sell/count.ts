import type { TCrossSellEventRequest } from '@bazaar/shared/cross-sell';
import { apiFetch } from '@/lib/api-fetch';

/** Counts an offer shown or followed for the admin's dashboard; a lost count is not worth an error. */
export function countCrossSell(event: TCrossSellEventRequest): void {
  void apiFetch('/cross-sell/events', { method: 'POST', body: event }).catch(() => undefined);
}
