import type {
  TAdminCategory,
  TCategorySection,
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
} from '@bazaar/shared/category';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { slugify } from '../../lib/slug.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { checkUploadRef } from '../upload/refs.ts';
import * as repo from './admin-repo.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'imageBaseUrl' | 'uploadsDir' | 'catalogCache' | 'taskCache' | 'jobCache' | 'searchVocabularyCache'
>;

function toDto(row: repo.CategoryWithCounts, imageBaseUrl: string): TAdminCategory {
  return {
    _id: row.id,
    section: row.section,
    name: row.name,
    slug: row.slug,
    parentId: row.parentId,
    image: toImageUrl(row.image, imageBaseUrl),
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    productCount: row.productCount,
    taskCount: row.taskCount,
    jobCount: row.jobCount,
    childCount: row.childCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function loadDto(deps: Deps, id: string): Promise<TAdminCategory> {
  const row = await repo.findCategoryWithCounts(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  return toDto(row, deps.imageBaseUrl);
}

/** GET /admin/categories: the section's categories, depth first (parents before their children). */
export async function listCategoriesForAdmin(
  deps: Deps,
  section: TCategorySection,
): Promise<TAdminCategory[]> {
  const rows = await repo.listCategoriesWithCounts(deps.db, section);
  const byParent = new Map<string | null, repo.CategoryWithCounts[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const out: TAdminCategory[] = [];
  const walk = (parentId: string | null) => {
    for (const row of byParent.get(parentId) ?? []) {
      out.push(toDto(row, deps.imageBaseUrl));
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

async function checkParent(deps: Deps, section: TCategorySection, parentId: string) {
  const parent = await repo.findCategoryWithCounts(deps.db, parentId);
  if (!parent || parent.section !== section)
    throw fieldError('parentId', 'Choose a parent category from the list');
}

/** `base`, else the lowest free `base-N`. */
function pickFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** POST /admin/categories. The slug comes from the name, unique within the section. */
export async function createCategory(
  deps: Deps,
  input: z.output<typeof ZCreateCategoryRequest>,
): Promise<TAdminCategory> {
  if (input.parentId) await checkParent(deps, input.section, input.parentId);
  const image = input.image
    ? await checkUploadRef(deps, input.image, { kind: 'image', field: 'image' })
    : null;
  const id = newId();
  await deps.db.transaction(async (tx) => {
    const base = slugify(input.name, 80) || 'category';
    await repo.insertCategory(tx, {
      id,
      section: input.section,
      name: input.name,
      slug: pickFreeSlug(base, await repo.listCategorySlugsLike(tx, input.section, base)),
      parentId: input.parentId ?? null,
      image,
      sortOrder: input.sortOrder ?? 0,
      isActive: input.isActive ?? true,
    });
  });
  deps.catalogCache.clear();
  deps.taskCache.clear();
  deps.searchVocabularyCache.clear();
  deps.jobCache.clear();
  return loadDto(deps, id);
}

/**
 * PUT /admin/categories/:id. Moving a category under itself or one of its own sub-categories
 * would cut that branch off the tree, so it is refused (422 naming parentId). The slug stays, so
 * links to the category keep working after a rename.
 */
export async function updateCategory(
  deps: Deps,
  id: string,
  input: z.output<typeof ZUpdateCategoryRequest>,
): Promise<TAdminCategory> {
  const current = await repo.findCategoryWithCounts(deps.db, id);
  if (!current) throw new AppError('NOT_FOUND', 'Category not found');
  if (input.parentId) await checkParent(deps, current.section, input.parentId);
  const image =
    input.image === undefined
      ? undefined
      : input.image === null
        ? null
        : await checkUploadRef(deps, input.image, { kind: 'image', field: 'image', keep: [current.image] });
  await deps.db.transaction(async (tx) => {
    // Moves take one lock for the whole tree first: two racing moves (A under B, B under A) would
    // otherwise each pass the loop check on the old tree, then deadlock on each other's row.
    if (input.parentId) await repo.lockTreeMoves(tx);
    const locked = await repo.lockCategory(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', 'Category not found');
    if (input.parentId) {
      // Checked with the tree lock held, so it sees every move committed before this one.
      const below = await repo.subtreeIds(tx, id);
      if (below.has(input.parentId)) {
        const message =
          input.parentId === id
            ? 'A category cannot be its own parent'
            : 'A category cannot move under one of its own sub-categories';
        throw new AppError('BUSINESS_RULE', `parentId: ${message}`, {
          errors: [{ path: 'parentId', message }],
        });
      }
    }
    await repo.updateCategory(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
      ...(image !== undefined ? { image } : {}),
      ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    });
  });
  deps.catalogCache.clear();
  deps.taskCache.clear();
  deps.searchVocabularyCache.clear();
  deps.jobCache.clear();
  return loadDto(deps, id);
}

/** DELETE /admin/categories/:id: only an empty leaf (409 while it has sub-categories, products or tasks). */
export async function deleteCategory(deps: Deps, id: string): Promise<{ name: string }> {
  try {
    const deleted = await deps.db.transaction(async (tx) => {
      const row = await repo.lockCategory(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'Category not found');
      const counts = await repo.countChildrenAndProducts(tx, id);
      if (counts.children > 0) {
        throw new AppError(
          'CONFLICT',
          `${row.name} has ${counts.children} sub-categor${counts.children === 1 ? 'y' : 'ies'}: move or delete them first`,
        );
      }
      if (counts.products > 0) {
        throw new AppError(
          'CONFLICT',
          `${row.name} has ${counts.products} product${counts.products === 1 ? '' : 's'}: move them to another category first`,
        );
      }
      if (counts.tasks > 0) {
        throw new AppError(
          'CONFLICT',
          `${row.name} has ${counts.tasks} task${counts.tasks === 1 ? '' : 's'}: hide it instead, or move them to another category first`,
        );
      }
      if (counts.jobs > 0) {
        throw new AppError(
          'CONFLICT',
          `${row.name} has ${counts.jobs} job${counts.jobs === 1 ? '' : 's'}: hide it instead, or move them to another category first`,
        );
      }
      await repo.deleteCategory(tx, id);
      return { name: row.name };
    });
    deps.catalogCache.clear();
    deps.taskCache.clear();
    deps.searchVocabularyCache.clear();
    deps.jobCache.clear();
    return deleted;
  } catch (err) {
    // A product or sub-category added between the count and the delete.
    if (isForeignKeyViolation(err))
      throw new AppError('CONFLICT', 'This category is in use and cannot be deleted');
    throw err;
  }
}
