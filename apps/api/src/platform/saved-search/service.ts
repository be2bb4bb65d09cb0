import type { TPageQuery } from '@bazaar/shared/pagination';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX,
  savedSearchIndexKey,
  savedSearchWords,
  type TSavedSearch,
  type TSavedSearchCreateBody,
  type TSavedSearchCriteria,
  type TSavedSearchUpdateBody,
  type ZSavedSearchCreateBody,
} from '@bazaar/shared/saved-search';
import { SECTION_INFO, type Section } from '@bazaar/shared/section';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sectionOf } from '../../sections/registry.ts';
import * as repo from './repo.ts';

// A person's saved searches (decision 047): kept with the criteria their section reads from the list's
// query, filed in the inverted index, renamed, paused, emailed as chosen, deleted — only by their owner.

function toDto(row: repo.SavedSearchWithCount): TSavedSearch {
  return {
    _id: row.id,
    section: row.section as Section | null,
    name: row.name,
    path: row.path,
    email: row.email,
    isPaused: row.isPaused,
    newMatches: row.newMatches,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMine(deps: AppDeps, userId: string, page: TPageQuery) {
  const found = await repo.listSavedSearches(deps.db, userId, page);
  return toPage(page, found, (r) => toDto({ ...r.row, newMatches: r.newMatches }));
}

/**
 * The criteria of a saved search: its section's list query, parsed as the list parses it (a bad value
 * is a 400 naming `query.<field>`), read by the section; a search of every section keeps its words.
 */
export function criteriaOf(
  section: Section | null,
  query: TSavedSearchCreateBody['query'],
): TSavedSearchCriteria {
  if (section === null) {
    const words = savedSearchWords(String(query.search ?? query.q ?? ''));
    if (words.length === 0) throw fieldError('query.search', 'a search of every section needs words');
    return { words, category: null, place: null, priceMin: null, priceMax: null, attributes: {} };
  }
  const contract = sectionOf(section);
  const parsed = contract.list.query.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(`query.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'is not valid');
  }
  return contract.savedSearch.criteriaOf(parsed.data);
}

/** The name a saved search gets when none is given: its words (or its section), then its filters' values. */
function defaultName(section: Section | null, criteria: TSavedSearchCriteria): string {
  const words = criteria.words.join(' ');
  const label = section ? SECTION_INFO[section].label : 'Every section';
  const filters = [criteria.category, ...Object.values(criteria.attributes)].filter(Boolean).join(', ');
  const name = `${words ? `${words} · ${label}` : label}${filters ? ` (${filters})` : ''}`;
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}

export async function create(
  deps: AppDeps,
  userId: string,
  body: z.output<typeof ZSavedSearchCreateBody>,
): Promise<TSavedSearch> {
  const criteria = criteriaOf(body.section, body.query);
  return inTransaction(deps.db, async (tx) => {
    if ((await repo.countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES) {
      throw new AppError(
        'CONFLICT',
        `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one first`,
      );
    }
    const row = await repo.insertSavedSearch(
      tx,
      {
        id: newId(),
        userId,
        section: body.section,
        name: body.name ?? defaultName(body.section, criteria),
        path: body.path,
        criteria,
        email: body.email,
      },
      savedSearchIndexKey(criteria),
    );
    return toDto({ ...row, newMatches: 0 });
  });
}

async function ownOrNotFound(deps: AppDeps, userId: string, id: string) {
  const found = await repo.findOwnSavedSearch(deps.db, userId, id);
  // Someone else's saved search is answered as missing: its existence is theirs.
  if (!found) throw new AppError('NOT_FOUND', 'You have no saved search with this id');
  return found;
}

export async function update(
  deps: AppDeps,
  userId: string,
  id: string,
  changes: TSavedSearchUpdateBody,
): Promise<TSavedSearch> {
  const updated = await repo.updateOwnSavedSearch(deps.db, userId, id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.isPaused !== undefined ? { isPaused: changes.isPaused } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
  });
  if (!updated) throw new AppError('NOT_FOUND', 'You have no saved search with this id');
  return toDto(await ownOrNotFound(deps, userId, id));
}

/** Opening a saved search: its matches so far are seen (its count starts again from now). */
export async function markSeen(deps: AppDeps, userId: string, id: string): Promise<TSavedSearch> {
  const updated = await repo.updateOwnSavedSearch(deps.db, userId, id, { lastSeenAt: new Date() });
  if (!updated) throw new AppError('NOT_FOUND', 'You have no saved search with this id');
  return toDto(await ownOrNotFound(deps, userId, id));
}

export async function remove(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteOwnSavedSearch(deps.db, userId, id))) {
    throw new AppError('NOT_FOUND', 'You have no saved search with this id');
  }
}
