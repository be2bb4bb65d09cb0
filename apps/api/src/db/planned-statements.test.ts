import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../test/helper.ts';
import {
  builtOnce,
  builtPerShape,
  createPgliteClient,
  createPostgresHandle,
  type DbHandle,
  type Executor,
  MAX_BUILT_SHAPES,
  MAX_PLANNED_STATEMENTS,
  PLANNED_ONCE,
  wrapPglite,
} from './client.ts';

// The tests that run on either database share one PGlite when PostgreSQL is not set, opened before
// them: its first start is seconds of WebAssembly, and on a loaded machine it once took a test past its
// 30 s inside the test itself.
let pglite: DbHandle | undefined;
beforeAll(async () => {
  if (!isPostgres) pglite = wrapPglite(await createPgliteClient());
});
afterAll(async () => {
  await pglite?.close();
});

/** The test's database: a connection of its own to PostgreSQL, or the file's PGlite (which stays open). */
function openTestDb(): { handle: DbHandle; close: () => Promise<void> } {
  if (!isPostgres) return { handle: pglite as DbHandle, close: async () => {} };
  const handle = createPostgresHandle(process.env.DATABASE_URL as string, 1);
  return { handle, close: () => handle.close() };
}

/** A statement's rows, as both drivers answer a raw query. */
async function rowsOf<T>(handle: DbHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The routing lives in the pg pool: PGlite runs every statement on its one connection.
describe.runIf(isPostgres)('statements planned once (decision 025)', () => {
  let handle: DbHandle;

  beforeAll(() => {
    // One connection per pool, so that every marked statement meets the one before it.
    handle = createPostgresHandle(process.env.DATABASE_URL as string, 1);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('runs a marked statement as a named statement with one generic plan, reused for every value', async () => {
    const marked = (n: number) => sql`select ${n}::int + 1 as next ${sql.raw(PLANNED_ONCE)}`;
    for (const n of [1, 2, 3]) {
      expect(await rowsOf<{ next: number }>(handle, marked(n))).toEqual([{ next: n + 1 }]);
    }
    const prepared = await rowsOf<{ statement: string; generic: number; custom: number }>(
      handle,
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement not like '%pg_prepared_statements%' ${sql.raw(PLANNED_ONCE)}`,
    );
    expect(prepared).toEqual([{ statement: expect.stringContaining('$1::int + 1'), generic: 3, custom: 0 }]);
  });

  it('leaves every other statement on the main pool, planned with its values', async () => {
    const [main] = await rowsOf<{ mode: string }>(
      handle,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    const [planned] = await rowsOf<{ mode: string }>(
      handle,
      sql`select current_setting('plan_cache_mode') as mode ${sql.raw(PLANNED_ONCE)}`,
    );
    expect(main?.mode).toBe('auto');
    expect(planned?.mode).toBe('force_generic_plan');
    const [workers] = await rowsOf<{ n: string }>(
      handle,
      sql`select current_setting('max_parallel_workers_per_gather') as n ${sql.raw(PLANNED_ONCE)}`,
    );
    expect(workers?.n).toBe('0');
    const unnamed = await rowsOf<{ n: number }>(
      handle,
      sql`select count(*)::int as n from pg_prepared_statements`,
    );
    expect(unnamed).toEqual([{ n: 0 }]);
  });

  it('plans a new marked statement per run once a connection keeps MAX_PLANNED_STATEMENTS', async () => {
    const own = createPostgresHandle(process.env.DATABASE_URL as string, 1);
    try {
      // Distinct texts, as distinct listings' SQL would be: each one a statement of its own.
      const run = async (i: number) =>
        (
          await rowsOf<{ mode: string; kept: number }>(
            own,
            sql`select current_setting('plan_cache_mode') as mode,
                  (select count(*) from pg_prepared_statements)::int as kept
                ${sql.raw(`/* ${i} */ ${PLANNED_ONCE}`)}`,
          )
        )[0];
      for (let i = 0; i < MAX_PLANNED_STATEMENTS; i++) {
        expect((await run(i))?.mode).toBe('force_generic_plan');
      }
      // The next one is planned with its values on the main pool, where nothing is prepared.
      expect(await run(MAX_PLANNED_STATEMENTS)).toEqual({ mode: 'auto', kept: 0 });
      // One already kept still runs as it was prepared, beside the others.
      expect(await run(0)).toEqual({ mode: 'force_generic_plan', kept: MAX_PLANNED_STATEMENTS });
    } finally {
      await own.close();
    }
  });

  it('keeps a transaction on one connection of the main pool, marked statements included', async () => {
    const modes = await handle.db.transaction(async (tx) => {
      const read = async (query: SQL) =>
        ((await tx.execute(query)) as unknown as { rows: { mode: string; pid: number }[] }).rows[0];
      return [
        await read(sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`),
        await read(
          sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid ${sql.raw(PLANNED_ONCE)}`,
        ),
      ];
    });
    expect(modes[0]?.mode).toBe('auto');
    expect(modes[1]).toEqual(modes[0]);
  });
});

describe('reads built once (builtOnce)', () => {
  /** A statement with a value, built by Drizzle once per database; `builds` counts the builds. */
  function countingRead(name: string, mark: string) {
    const read = {
      builds: 0,
      query: builtOnce((db: Executor) => {
        read.builds += 1;
        return db
          .select({ n: sql<number>`g.n` })
          .from(sql`generate_series(1, 5) as g(n)`)
          .where(sql`g.n = ${sql.placeholder('n')}::int ${sql.raw(mark)}`)
          .prepare(name);
      }),
    };
    return read;
  }

  it('builds the statement once per database and answers each value with its own rows', async () => {
    const { handle, close } = openTestDb();
    try {
      const read = countingRead('built_once_values', '');
      for (const n of [2, 4, 9]) {
        expect(await read.query(handle.db).execute({ n })).toEqual(n <= 5 ? [{ n }] : []);
      }
      expect(read.builds).toBe(1);
      // A transaction is another executor: the statement is built for it, on its connection.
      await handle.db.transaction(async (tx) => {
        expect(await read.query(tx).execute({ n: 3 })).toEqual([{ n: 3 }]);
      });
      expect(read.builds).toBe(2);
    } finally {
      await close();
    }
  });

  it.runIf(isPostgres)(
    'runs a marked one on the planned-once pool under its own name, one generic plan',
    async () => {
      const handle = createPostgresHandle(process.env.DATABASE_URL as string, 1);
      try {
        const read = countingRead('built_once_planned', PLANNED_ONCE);
        for (const n of [1, 2, 3]) expect(await read.query(handle.db).execute({ n })).toEqual([{ n }]);
        const prepared = await rowsOf<{ name: string; generic: number; custom: number }>(
          handle,
          sql`select name, generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where name = 'built_once_planned' ${sql.raw(PLANNED_ONCE)}`,
        );
        expect(prepared).toEqual([{ name: 'built_once_planned', generic: 3, custom: 0 }]);
      } finally {
        await handle.close();
      }
    },
  );
});

describe('reads built once per shape (builtPerShape)', () => {
  it('builds each shape once, names it, and past MAX_BUILT_SHAPES answers undefined', async () => {
    const { handle, close } = openTestDb();
    try {
      const builds: string[] = [];
      const read = builtPerShape('shaped', (db, shape: { plus: number }, name) => {
        builds.push(name);
        return db
          .select({ n: sql<number>`g.n + ${sql.raw(String(shape.plus))}` })
          .from(sql`generate_series(1, 5) as g(n)`)
          .where(sql`g.n = ${sql.placeholder('n')}::int`)
          .prepare(name);
      });
      expect(await read(handle.db, { plus: 10 })?.execute({ n: 2 })).toEqual([{ n: 12 }]);
      expect(await read(handle.db, { plus: 10 })?.execute({ n: 3 })).toEqual([{ n: 13 }]);
      expect(await read(handle.db, { plus: 20 })?.execute({ n: 3 })).toEqual([{ n: 23 }]);
      expect(builds).toEqual(['shaped_0', 'shaped_1']);
      for (let i = 2; i < MAX_BUILT_SHAPES; i++) expect(read(handle.db, { plus: 100 + i })).toBeDefined();
      expect(read(handle.db, { plus: -1 })).toBeUndefined();
      expect(read(handle.db, { plus: 10 })).toBeDefined();
      expect(builds).toHaveLength(MAX_BUILT_SHAPES);
    } finally {
      await close();
    }
  });

  it.runIf(isPostgres)(
    'leaves a read prepared without a name unprepared, planned for each value',
    async () => {
      const handle = createPostgresHandle(process.env.DATABASE_URL as string, 1);
      try {
        const read = builtOnce((db: Executor) =>
          db
            .select({ n: sql<number>`g.n` })
            .from(sql`generate_series(1, 5) as g(n)`)
            .where(sql`g.n = ${sql.placeholder('n')}::int`)
            .prepare(''),
        );
        for (const n of [1, 2, 3]) expect(await read(handle.db).execute({ n })).toEqual([{ n }]);
        const prepared = await rowsOf<{ n: number }>(
          handle,
          sql`select count(*)::int as n from pg_prepared_statements`,
        );
        expect(prepared).toEqual([{ n: 0 }]);
      } finally {
        await handle.close();
      }
    },
  );
});
