import {
  PAGE_KEYS,
  POLICY_LABEL,
  type TPageKey,
  type TPolicyKind,
  type TSitePage,
  type TUpdatePageRequest,
} from '@bazaar/shared/page';
import type { SitePageRow } from '../../db/schema/content.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;

const SECTION_LABEL: Record<string, string> = { shop: 'Shop', task: 'Task', job: 'Job', rent: 'Rent' };

/** The title a page has until a super admin writes it. */
export function defaultPageTitle(key: TPageKey): string {
  if (key === 'about') return 'About us';
  const [section, ...kind] = key.split('-');
  return `${POLICY_LABEL[kind.join('-') as TPolicyKind]} · ${SECTION_LABEL[section ?? ''] ?? section}`;
}

function toDto(key: TPageKey, row: SitePageRow | undefined): TSitePage {
  return {
    key,
    title: row?.title ?? defaultPageTitle(key),
    body: row?.body ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /page/:key: a page never written answers with its title and an empty body. */
export async function getPage(deps: Deps, key: TPageKey): Promise<TSitePage> {
  return toDto(key, await repo.findPage(deps.db, key));
}

/** Every page, written or not, in the order of PAGE_KEYS (the super admin's list). */
export async function listPages(deps: Deps): Promise<TSitePage[]> {
  const rows = new Map((await repo.listPages(deps.db)).map((r) => [r.key, r]));
  return PAGE_KEYS.map((key) => toDto(key, rows.get(key)));
}

/** PUT /admin/site-setting/pages/:key: the body is sanitised before it is stored. */
export async function updatePage(deps: Deps, key: TPageKey, input: TUpdatePageRequest): Promise<TSitePage> {
  const row = await repo.upsertPage(deps.db, { key, title: input.title, body: sanitizeRichText(input.body) });
  return toDto(key, row);
}
