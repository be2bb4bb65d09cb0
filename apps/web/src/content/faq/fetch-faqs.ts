import type { TFaq } from '@bazaar/shared/faq';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';

/** GET /faq for the cached /faq page. */
export function fetchFaqs(): Promise<TFaq[]> {
  return apiFetch<TFaq[]>('/faq', publicReadInit(PAGE_TAG.faq));
}
