import type { TPageKey, TSitePage } from '@bazaar/shared/page';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TPartner } from '@bazaar/shared/partner';
import type { TTeamMember } from '@bazaar/shared/team';
import { cache } from 'react';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';

// Server reads of the cached /about and policy pages; all carry the `pages` tag their writes purge.

/** GET /page/:key (a page never written answers an empty body). */
export const fetchSitePage = cache(
  (key: TPageKey): Promise<TSitePage> => apiFetch<TSitePage>(`/page/${key}`, publicReadInit(PAGE_TAG.pages)),
);

export function fetchTeam(): Promise<TTeamMember[]> {
  return apiFetch<TTeamMember[]>('/team', publicReadInit(PAGE_TAG.pages));
}

export function fetchPartners(): Promise<TPartner[]> {
  return apiFetch<TPartner[]>('/partner', publicReadInit(PAGE_TAG.pages));
}
