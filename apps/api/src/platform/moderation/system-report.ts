import type { TReportKind } from '@bazaar/shared/moderation-constants';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './repo.ts';

// Apart from service.ts, which reads the section registry: the thread (and the sections) file the
// system's reports through this file without importing the registry back.

/**
 * A report the system files itself (no reporter), in the caller's transaction: a new account's first
 * message holding a phone number or a link (decision 046).
 */
export async function reportBySystem(
  db: Executor,
  input: { kind: TReportKind; subjectId: string; ownerId: string; note: string },
): Promise<void> {
  await repo.insertReport(db, { id: newId(), reporterId: null, reason: 'spam', ...input });
}
