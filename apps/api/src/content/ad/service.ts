import type { ZPutAdRequest } from '@bazaar/shared/ad';
import { AD_SLOTS, type TAd, type TAdminAdList, type TAdSlot } from '@bazaar/shared/ad';
import type { z } from 'zod';
import type { AdPlacementRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

export function toAdDto(row: AdPlacementRow, imageBaseUrl: string): TAd {
  return {
    slot: row.slot,
    image: toImageUrl(row.image, imageBaseUrl) ?? '',
    title: row.title,
    link: row.link,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /ad/:slot: the slot's ad, or 404 when it has none or it is switched off. */
export async function getActiveAd(deps: Deps, slot: TAdSlot): Promise<TAd> {
  const row = await repo.findActiveAd(deps.db, slot);
  if (!row) throw new AppError('NOT_FOUND', 'No ad in this slot');
  return toAdDto(row, deps.imageBaseUrl);
}

/** GET /admin/ads: every slot in AD_SLOTS order, with its ad or null. */
export async function listAdsForAdmin(deps: Deps): Promise<TAdminAdList> {
  const rows = new Map((await repo.listAds(deps.db)).map((r) => [r.slot, r]));
  return AD_SLOTS.map((slot) => {
    const row = rows.get(slot);
    return { slot, ad: row ? toAdDto(row, deps.imageBaseUrl) : null };
  });
}

export async function putAd(deps: Deps, slot: TAdSlot, input: z.output<typeof ZPutAdRequest>): Promise<TAd> {
  const current = await repo.findAd(deps.db, slot);
  const image = await checkUploadRef(deps, input.image, {
    kind: 'image',
    field: 'image',
    keep: [current?.image],
  });
  const row = await repo.upsertAd(deps.db, {
    slot,
    image,
    title: input.title,
    link: input.link,
    isActive: input.isActive,
  });
  return toAdDto(row, deps.imageBaseUrl);
}
