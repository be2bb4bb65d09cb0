import type {
  TAdminSliderListResponse,
  TCreateSlideRequest,
  TSlide,
  TSliderPlacement,
  TUpdateSlideRequest,
  ZAdminSliderListQuery,
} from '@bazaar/shared/slider';
import type { z } from 'zod';
import type { SliderRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { toPage } from '../../lib/list-query.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

export function toSlideDto(row: SliderRow, imageBaseUrl: string): TSlide {
  return {
    _id: row.id,
    placement: row.placement,
    image: toImageUrl(row.image, imageBaseUrl) ?? '',
    title: row.title,
    link: row.link,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Slide not found');

/** GET /slider: the carousel a visitor sees. */
export async function listPublicSlides(deps: Deps, placement: TSliderPlacement): Promise<TSlide[]> {
  const rows = await repo.listActiveSlides(deps.db, placement);
  return rows.map((r) => toSlideDto(r, deps.imageBaseUrl));
}

export async function listAdminSlides(
  deps: Deps,
  query: z.output<typeof ZAdminSliderListQuery>,
): Promise<TAdminSliderListResponse> {
  return toPage(query, await repo.listSlides(deps.db, query), (r) => toSlideDto(r, deps.imageBaseUrl));
}

type CreateInput = Required<Pick<TCreateSlideRequest, 'placement' | 'image'>> & {
  title: string;
  link: string;
  isActive: boolean;
};

export async function createSlide(deps: Deps, input: CreateInput): Promise<TSlide> {
  const image = await checkUploadRef(deps, input.image, { kind: 'image', field: 'image' });
  const row = await repo.insertSlide(deps.db, {
    id: newId(),
    placement: input.placement,
    image,
    title: input.title,
    link: input.link,
    isActive: input.isActive,
  });
  return toSlideDto(row, deps.imageBaseUrl);
}

export async function updateSlide(deps: Deps, id: string, input: TUpdateSlideRequest): Promise<TSlide> {
  const current = await repo.findSlide(deps.db, id);
  if (!current) throw notFound();
  const image =
    input.image === undefined
      ? undefined
      : await checkUploadRef(deps, input.image, { kind: 'image', field: 'image', keep: [current.image] });
  const row = await repo.updateSlide(deps.db, id, {
    ...(image !== undefined ? { image } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  });
  if (!row) throw notFound();
  return toSlideDto(row, deps.imageBaseUrl);
}

/**
 * Swaps a slide with its neighbour. The placement's slides are locked and renumbered 0..n-1 in one
 * transaction, so concurrent moves never leave two slides on one position.
 */
export async function moveSlide(deps: Deps, id: string, direction: 'up' | 'down'): Promise<TSlide> {
  const slide = await repo.findSlide(deps.db, id);
  if (!slide) throw notFound();
  const moved = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockPlacement(tx, slide.placement);
    const from = rows.findIndex((r) => r.id === id);
    if (from === -1) throw notFound();
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) {
      throw new AppError(
        'BUSINESS_RULE',
        direction === 'up' ? 'This slide is already first' : 'This slide is already last',
      );
    }
    const order = [...rows];
    [order[from], order[to]] = [order[to] as SliderRow, order[from] as SliderRow];
    for (const [position, row] of order.entries()) {
      if (row.sortOrder !== position) await repo.setSortOrder(tx, row.id, position);
    }
    return { ...(order[to] as SliderRow), sortOrder: to };
  });
  return toSlideDto(moved, deps.imageBaseUrl);
}

export async function deleteSlide(deps: Deps, id: string): Promise<TSlide> {
  const row = await repo.deleteSlide(deps.db, id);
  if (!row) throw notFound();
  return toSlideDto(row, deps.imageBaseUrl);
}
