import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { pgArray } from './sql-array.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('pgArray', () => {
  it('round-trips awkward text, numbers, booleans and nulls through the database', async () => {
    const text = ['plain', 'with "quotes"', 'back\\slash', 'comma, {braces}', '', 'NULL', 'नेपाल'];
    const result = await t.db.execute(sql`
      select ${pgArray(text)}::text[] as text, ${pgArray([1, -2, 30])}::int[] as ints,
        ${pgArray([true, false, null])}::bool[] as flags, ${pgArray([])}::uuid[] as empty`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({ text, ints: [1, -2, 30], flags: [true, false, null], empty: [] });
  });
});
