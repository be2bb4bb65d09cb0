import type { TPartner, TUpdatePartnerRequest, ZCreatePartnerRequest } from '@bazaar/shared/partner';
import type { z } from 'zod';
import type { PartnerRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

const notFound = () => new AppError('NOT_FOUND', 'Partner not found');

function toDto(row: PartnerRow, imageBaseUrl: string): TPartner {
  return {
    _id: row.id,
    name: row.name,
    logo: toImageUrl(row.logo, imageBaseUrl) ?? '',
    link: row.link,
    sortOrder: row.sortOrder,
  };
}

/** The partners in order (/about and the super admin's list). */
export async function listPartners(deps: Deps): Promise<TPartner[]> {
  return (await repo.listPartners(deps.db)).map((r) => toDto(r, deps.imageBaseUrl));
}

export async function createPartner(
  deps: Deps,
  input: z.output<typeof ZCreatePartnerRequest>,
): Promise<TPartner> {
  const logo = await checkUploadRef(deps, input.logo, { kind: 'image', field: 'logo' });
  const row = await repo.insertPartner(deps.db, { id: newId(), ...input, logo });
  return toDto(row, deps.imageBaseUrl);
}

export async function updatePartner(deps: Deps, id: string, input: TUpdatePartnerRequest): Promise<TPartner> {
  const current = await repo.findPartner(deps.db, id);
  if (!current) throw notFound();
  const logo =
    input.logo === undefined
      ? undefined
      : await checkUploadRef(deps, input.logo, { kind: 'image', field: 'logo', keep: [current.logo] });
  const row = await repo.updatePartner(deps.db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(logo !== undefined ? { logo } : {}),
    ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
  });
  if (!row) throw notFound();
  return toDto(row, deps.imageBaseUrl);
}

export async function deletePartner(deps: Deps, id: string): Promise<TPartner> {
  const row = await repo.deletePartner(deps.db, id);
  if (!row) throw notFound();
  return toDto(row, deps.imageBaseUrl);
}
