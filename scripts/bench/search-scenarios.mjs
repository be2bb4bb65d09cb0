// The "search everything" rows of `npm run bench` (issue 32): `GET /api/search` as the /search page
// calls it (limit 4, every section) and `GET /api/search/suggest` as the header's type-ahead calls it
// (limit 3, with and without `section=`; decision 042), on the API started with CATALOGUE_CACHE_MS=0,
// every request a different query.

import { createRandom, measureVaried } from './scenarios.mjs';
import { withTypo } from './seed-catalog.mjs';

const SECTIONS = ['shop', 'task', 'job', 'rent'];
/** Titles read per section: their neighbouring words are the two-word queries that find something. */
const TITLES_PER_SECTION = 2_000;

/**
 * What the queries are drawn from, read from the seeded database: each section's indexed words of
 * four letters or more (`search_vocabulary`, what the search itself knows) and a sample of its
 * listings' titles (100,000 products and tasks from the bench, the demo jobs and rentals).
 */
export async function loadSearchInputs(client) {
  const { rows: words } = await client.query(
    `select section, word from search_vocabulary
     where doc_count > 0 and char_length(word) between 4 and 14 and word ~ '^[a-z]+$'`,
  );
  const titleSql = {
    shop: `select name as title from products where status = 'active' order by md5(id::text) limit $1`,
    task: `select title from tasks where not is_hidden order by md5(id::text) limit $1`,
    job: `select title from jobs order by md5(id::text) limit $1`,
    rent: `select title from rent_listings order by md5(id::text) limit $1`,
  };
  const titles = {};
  for (const section of SECTIONS) {
    const { rows } = await client.query(titleSql[section], [TITLES_PER_SECTION]);
    titles[section] = rows
      .map((r) =>
        r.title
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 2),
      )
      .filter((w) => w.length > 0);
  }
  const vocabulary = {};
  for (const section of SECTIONS) vocabulary[section] = [];
  for (const row of words) vocabulary[row.section]?.push(row.word);
  const all = [...new Set(words.map((r) => r.word))];
  return { vocabulary, all, titles };
}

/**
 * A generator of queries never sent before in this run: `make()` proposes one, and a proposal
 * already used is drawn again (then marked with a counter word that no listing holds, which
 * keeps it a miss the database still has to look for).
 */
function distinct(make) {
  const used = new Set();
  let n = 0;
  return () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const query = make();
      if (!used.has(query)) {
        used.add(query);
        return query;
      }
    }
    n += 1;
    return `${make()} zq${n.toString(36)}`;
  };
}

/** A made-up word of 6–9 letters that no section holds (consonant runs never seeded). */
function madeUpWord(random) {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const length = 6 + Math.floor(random() * 4);
  let word = '';
  for (let i = 0; i < length; i++) word += letters[Math.floor(random() * letters.length)];
  return word;
}

/**
 * The /search page's texts, as people type them: two neighbouring words of a listing's title (35%), one
 * indexed word of any section (20%), either with a typo in its longest word (30%), or a miss: a made-up
 * word alone or beside a real one (15%). Every section's listings are drawn from alike.
 */
export function searchPageQueries(inputs, seed = 32) {
  const random = createRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const titleWords = () => {
    const words = pick(inputs.titles[pick(SECTIONS)] ?? []) ?? [pick(inputs.all)];
    const at = Math.floor(random() * Math.max(1, words.length - 1));
    return words.slice(at, at + 2).join(' ');
  };
  const hit = () => (random() < 0.64 ? titleWords() : pick(inputs.all));
  let typos = 0;
  return distinct(() => {
    const r = random();
    if (r < 0.55) return hit();
    if (r < 0.85) {
      const query = hit();
      // withTypo needs a word of four letters or more to change.
      return query.split(' ').some((w) => w.length >= 4) ? withTypo(query, typos++) : query;
    }
    return random() < 0.5 ? madeUpWord(random) : `${pick(inputs.all)} ${madeUpWord(random)}`;
  });
}

/**
 * The type-ahead's texts: the first 2–6 letters of an indexed word, alone (60%) or after a whole word
 * of the same section (40%: "leaking ta"), and each with `section=` (the header's choice of a section)
 * or without (All), half and half. Words are drawn per section, so each section's prefixes come up.
 */
export function typeAheadRequests(inputs, seed = 33) {
  const random = createRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const next = distinct(() => {
    const section = pick(SECTIONS);
    const words = inputs.vocabulary[section].length > 0 ? inputs.vocabulary[section] : inputs.all;
    const word = pick(words);
    const prefix = word.slice(0, 2 + Math.floor(random() * 5));
    const text = random() < 0.6 ? prefix : `${pick(words)} ${prefix}`;
    return random() < 0.5 ? `${text}|${section}` : text;
  });
  return () => {
    const [text, section] = next().split('|');
    return `q=${encodeURIComponent(text)}&limit=3${section ? `&section=${section}` : ''}`;
  };
}

/**
 * The two rows, on the API with the micro-caches off (CATALOGUE_CACHE_MS=0), 32 connections: the
 * /search page's call (p99 ≤ 100 ms) and the type-ahead's own read (p99 ≤ 50 ms). The section vocabularies stay
 * cached, as in production (they are the search's dictionary, not its answers).
 */
export async function runSearchEverythingScenarios({ origin, inputs, opts, log }) {
  const common = { origin, duration: opts.duration, warmup: opts.warmup, log, connections: 32 };
  const pageQuery = searchPageQueries(inputs);
  const typeAhead = typeAheadRequests(inputs);
  return [
    {
      ...(await measureVaried({
        ...common,
        target: 'uncached GET /api/search?limit=4 (every section; hits, typos, misses)',
        next: () => ({ path: `/api/search?q=${encodeURIComponent(pageQuery())}&limit=4` }),
      })),
      budget: { kind: 'p99', maxMs: 100 },
    },
    {
      ...(await measureVaried({
        ...common,
        target: 'uncached GET /api/search/suggest?limit=3 type-ahead (2–6-letter prefixes, All or a section)',
        next: () => ({ path: `/api/search/suggest?${typeAhead()}` }),
      })),
      budget: { kind: 'p99', maxMs: 50 },
    },
  ];
}
