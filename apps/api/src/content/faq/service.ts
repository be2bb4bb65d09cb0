import type { TFaq, TUpdateFaqRequest, ZAdminFaqListQuery, ZCreateFaqRequest } from '@bazaar/shared/faq';
import type { z } from 'zod';
import type { FaqRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;

const notFound = () => new AppError('NOT_FOUND', 'Question not found');

export function toFaqDto(row: FaqRow): TFaq {
  return {
    _id: row.id,
    section: row.section,
    question: row.question,
    answer: row.answer,
    answerText: richTextToPlain(row.answer),
    sortOrder: row.sortOrder,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /faq: every published question, general first, then by section and order. */
export async function listPublicFaqs(deps: Deps): Promise<TFaq[]> {
  return (await repo.listPublishedFaqs(deps.db)).map(toFaqDto);
}

export async function listAdminFaqs(deps: Deps, query: z.output<typeof ZAdminFaqListQuery>) {
  return toPage(query, await repo.listFaqs(deps.db, query), toFaqDto);
}

export async function createFaq(deps: Deps, input: z.output<typeof ZCreateFaqRequest>): Promise<TFaq> {
  const row = await repo.insertFaq(deps.db, {
    id: newId(),
    ...input,
    answer: sanitizeRichText(input.answer),
  });
  return toFaqDto(row);
}

export async function updateFaq(deps: Deps, id: string, input: TUpdateFaqRequest): Promise<TFaq> {
  const { answer, ...rest } = input;
  const row = await repo.updateFaq(deps.db, id, {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(answer !== undefined ? { answer: sanitizeRichText(answer) } : {}),
  });
  if (!row) throw notFound();
  return toFaqDto(row);
}

export async function deleteFaq(deps: Deps, id: string): Promise<TFaq> {
  const row = await repo.deleteFaq(deps.db, id);
  if (!row) throw notFound();
  return toFaqDto(row);
}
