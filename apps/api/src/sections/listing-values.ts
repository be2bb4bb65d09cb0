import type { Executor } from '../db/client.ts';
import { fieldError } from '../lib/app-error.ts';
import { findPlacePath } from '../platform/address/repo.ts';
import { findSectionCategory } from '../platform/category/repo.ts';

// What a listing request names of the database, checked the same way in every section that lists
// (task, job, rent): its category and its place. A wrong one is refused on its field.

/** The request's category, which must be an active one of the section. */
export async function checkListingCategory(
  db: Executor,
  section: 'task' | 'job',
  categoryId: string,
): Promise<void> {
  const category = await findSectionCategory(db, section, categoryId);
  if (!category?.isActive) throw fieldError('categoryId', `Choose a ${section} category from the list`);
}

/** The request's place and every place above it, nearest first (the row's `place_path`); [] without one. */
export async function checkListingPlace(db: Executor, placeId: string | null | undefined): Promise<string[]> {
  if (!placeId) return [];
  const placePath = await findPlacePath(db, placeId);
  if (placePath.length === 0) throw fieldError('placeId', 'Choose a place from the list');
  return placePath;
}
