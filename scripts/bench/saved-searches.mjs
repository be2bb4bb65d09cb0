// `npm run bench -- --saved-searches`: the saved-search alerts (decision 047) under 100,000 saved searches.
// One API on a scratch PostgreSQL database (the demo seeded); 100,000 saved Task searches of 2,000 people
// written straight into the tables (words from a 20,000-word vocabulary, some with a category, a budget or
// "category only"), filed in the inverted index as the API files them; then tasks published through the
// API at a steady rate, each with words and a category that some searches hold. Measured per listing:
// the publish call's time (it answers once the alerts are committed, so it bounds publish-to-notification),
// the database's own publish-to-notification time (the task row's and its notifications' timestamps),
// how many people were told, and what the database did for it: transactions, and rows read from the
// saved-search tables with sequential scans of them (none: the lookup is by index, so the rows read grow
// with the candidates, not with the 100,000).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { signInDemo, startMeasuredApi } from './api-server.mjs';

export const BENCH_SAVED_SEARCHES = 100_000;
const PEOPLE = 2_000;
const VOCABULARY = 20_000;
const BATCH = 10_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A made-up word of 5–9 letters, the same for the same number (so runs compare). */
function wordOf(n) {
  let x = (n + 1) * 2654435761;
  let word = '';
  const length = 5 + (n % 5);
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    word += String.fromCharCode(97 + (x % 26));
  }
  return `${word}${n.toString(36)}`;
}

/** A deterministic pseudo-random source. */
function randomSource(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** The key the API files a saved search under (packages/shared/src/saved-search.ts, savedSearchIndexKey). */
function indexKey(criteria) {
  const longest = [...criteria.words].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  if (longest) return `w:${longest}`;
  if (criteria.category) return `c:${criteria.category}`;
  return '*';
}

async function seedSavedSearches(client, { searches, categories, log }) {
  const started = performance.now();
  const random = randomSource(47);
  const pick = (n) => Math.floor(random() * n);
  const people = Array.from({ length: PEOPLE }, () => randomUUID());
  await client.query(
    `insert into users (id, full_name, email, password_hash)
     select id, 'Bench Seeker', 'bench-seeker-' || n || '@example.test', 'x'
     from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [people],
  );
  for (let from = 0; from < searches; from += BATCH) {
    const ids = [];
    const users = [];
    const names = [];
    const criteria = [];
    const emails = [];
    const keys = [];
    for (let i = from; i < Math.min(searches, from + BATCH); i++) {
      const kind = random();
      const category = categories[pick(categories.length)].slug;
      const c = { words: [], category: null, place: null, priceMin: null, priceMax: null, attributes: {} };
      if (kind < 0.01) c.category = category;
      else {
        c.words = [wordOf(pick(VOCABULARY))];
        if (random() < 0.4) c.words.push(wordOf(pick(VOCABULARY)));
        if (random() < 0.3) c.category = category;
        if (random() < 0.2) c.priceMax = 50_000 + pick(200_000);
      }
      ids.push(randomUUID());
      users.push(people[pick(PEOPLE)]);
      names.push(c.words.join(' ') || c.category);
      criteria.push(JSON.stringify(c));
      emails.push(random() < 0.1 ? 'instant' : random() < 0.2 ? 'daily' : 'off');
      keys.push(indexKey(c));
    }
    await client.query(
      `insert into saved_searches (id, user_id, section, name, path, criteria, email)
       select id, user_id, 'task', name, '/task', criteria::jsonb, email
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
         as s(id, user_id, name, criteria, email)`,
      [ids, users, names, criteria, emails],
    );
    await client.query(
      `insert into saved_search_keys (section, key, saved_search_id)
       select 'task', key, id from unnest($1::text[], $2::uuid[]) as k(key, id)`,
      [keys, ids],
    );
    log(`  ${Math.min(searches, from + BATCH).toLocaleString('en-US')} saved searches`);
  }
  await client.query('analyze users, saved_searches, saved_search_keys');
  return (performance.now() - started) / 1000;
}

async function tableReads(client) {
  const { rows } = await client.query(
    `select coalesce(sum(seq_scan), 0)::int as seq_scans,
            coalesce(sum(seq_tup_read), 0)::bigint as seq_rows,
            coalesce(sum(idx_tup_fetch), 0)::bigint as index_rows
     from pg_stat_user_tables where relname in ('saved_searches', 'saved_search_keys')`,
  );
  const { rows: db } = await client.query(
    'select xact_commit::bigint as commits from pg_stat_database where datname = current_database()',
  );
  return { ...rows[0], commits: Number(db[0].commits) };
}

/**
 * Seeds the saved searches, publishes `listings` tasks at `perSecond`, and answers the row for the
 * table: publish p50/p99, database publish-to-notification p50/p99, people told and the database's
 * work per listing.
 */
export async function runSavedSearchBench({
  scratch,
  databaseUrl,
  searches = BENCH_SAVED_SEARCHES,
  listings = 200,
  perSecond = 10,
  onStart,
  onStop,
  log,
}) {
  const api = await startMeasuredApi({ dataDir: path.join(scratch, 'saved-searches'), databaseUrl, onStart });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: categories } = await client.query(
      "select id, slug from categories where section = 'task' and is_active order by slug",
    );
    if (categories.length === 0) throw new Error('The demo seed made no task category');
    log(`Seeding ${searches.toLocaleString('en-US')} saved searches…`);
    const seedSeconds = await seedSavedSearches(client, { searches, categories, log });
    log(`Saved searches seeded in ${seedSeconds.toFixed(1)} s`);
    const token = await signInDemo(api.apiBase, 'user@');
    const random = randomSource(2026);
    const pick = (n) => Math.floor(random() * n);

    // Let the stats collector settle, then count from here.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = await tableReads(client);
    const publishMs = [];
    const taskIds = [];
    const started = performance.now();
    const calls = [];
    for (let i = 0; i < listings; i++) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const words = [wordOf(pick(VOCABULARY)), wordOf(pick(VOCABULARY)), wordOf(pick(VOCABULARY))];
      const category = categories[pick(categories.length)];
      const sent = performance.now();
      calls.push(
        fetch(`${api.apiBase}/task`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title: `Help with ${words.join(' ')}`,
            categoryId: category.id,
            description: `A bench task about ${words.join(', ')}, done from home.`,
            isRemote: true,
            budget: 20_000 + pick(200_000),
          }),
        }).then(async (res) => {
          const body = await res.json();
          if (res.status !== 201)
            throw new Error(`POST /api/task answered ${res.status}: ${JSON.stringify(body)}`);
          publishMs.push(performance.now() - sent);
          taskIds.push(body.data._id);
        }),
      );
    }
    await Promise.all(calls);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await tableReads(client);

    const { rows: told } = await client.query(
      `select t.id, count(n.id)::int as told,
              coalesce(extract(epoch from max(n.created_at) - t.created_at) * 1000, 0)::float as ms
       from tasks t left join notifications n on n.meta_data->>'route' = '/task/' || t.id
       where t.id = any($1::uuid[]) group by t.id, t.created_at`,
      [taskIds],
    );
    const toldTotal = told.reduce((sum, row) => sum + row.told, 0);
    const dbMs = told
      .filter((row) => row.told > 0)
      .map((row) => row.ms)
      .sort((a, b) => a - b);
    publishMs.sort((a, b) => a - b);
    const round = (n) => Math.round(n * 10) / 10;
    return {
      target: `saved-search alerts: ${searches.toLocaleString('en-US')} searches, ${listings} tasks at ${perSecond}/s`,
      searches,
      listings,
      perSecond,
      publishP50: round(percentile(publishMs, 50)),
      publishP99: round(percentile(publishMs, 99)),
      notifyP50: round(percentile(dbMs, 50)),
      notifyP99: round(percentile(dbMs, 99)),
      toldPerListing: round(toldTotal / listings),
      commitsPerListing: round((after.commits - before.commits) / listings),
      indexRowsPerListing: round((Number(after.index_rows) - Number(before.index_rows)) / listings),
      seqScans: after.seq_scans - before.seq_scans,
      seqRowsPerListing: round((Number(after.seq_rows) - Number(before.seq_rows)) / listings),
    };
  } finally {
    await client.end();
    await onStop(api.handle);
  }
}
