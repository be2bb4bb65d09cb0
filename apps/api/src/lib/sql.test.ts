import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { newId } from './ids.ts';
import {
  escapeLike,
  isForeignKeyViolation,
  isRetryable,
  isUniqueViolation,
  pgErrorCode,
  pgErrorOf,
} from './sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The error a statement fails with (the test fails if it succeeds). */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
}

describe('escapeLike', () => {
  it('makes %, _ and \\ match only themselves in the database', async () => {
    const matches = async (text: string, search: string) => {
      const result = await t.db.execute(sql`select ${text} ilike ${`%${escapeLike(search)}%`} as hit`);
      return (result as unknown as { rows: { hit: boolean }[] }).rows[0]?.hit;
    };
    expect(await matches('50% off', '50%')).toBe(true);
    expect(await matches('500 off', '50%')).toBe(false);
    expect(await matches('a_b', 'a_b')).toBe(true);
    expect(await matches('axb', 'a_b')).toBe(false);
    expect(await matches('C:\\temp', ':\\t')).toBe(true);
    expect(await matches('C:temp', ':\\t')).toBe(false);
    expect(await matches('Plain Text', 'plain')).toBe(true);
  });
});

describe('PostgreSQL error readers', () => {
  it('recognise a unique violation through the ORM, by constraint when asked', async () => {
    const user = await createUser(t);
    const err = await failureOf(() =>
      t.db
        .insert(users)
        .values({ ...user.row, id: newId(), phone: null })
        .returning(),
    );
    expect(pgErrorCode(err)).toBe('23505');
    expect(pgErrorOf(err)?.detail).toContain(user.email);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(err, 'products_slug_unique')).toBe(false);
    expect(isForeignKeyViolation(err)).toBe(false);
    expect(isRetryable(err)).toBe(false);
  });

  it('recognise a foreign key violation', async () => {
    const err = await failureOf(() =>
      t.db.insert(notifications).values({
        id: newId(),
        userId: newId(),
        title: 'Nobody',
        message: 'This user does not exist',
        notificationType: 'other',
        metaData: { route: '/' },
      }),
    );
    expect(isForeignKeyViolation(err)).toBe(true);
    expect(isUniqueViolation(err)).toBe(false);
  });

  it('treat deadlocks and serialization failures (however deeply wrapped) as retryable', () => {
    expect(isRetryable({ message: 'wrapped', cause: { code: '40P01', message: 'deadlock detected' } })).toBe(
      true,
    );
    expect(isRetryable(new Error('query failed', { cause: { code: '40001' } }))).toBe(true);
    expect(isRetryable({ code: '23505' })).toBe(false);
  });

  it('answer null for errors that are not from PostgreSQL', () => {
    expect(pgErrorOf(new Error('boom'))).toBeNull();
    expect(pgErrorCode({ code: 'ECONNREFUSED' })).toBeNull();
    expect(pgErrorCode(undefined)).toBeNull();
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
