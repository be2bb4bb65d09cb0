// The Task section's rows of `npm run bench`: the public task list (filters + sort, page 50), task
// search (two words, and a typo in a word) and the task page through the API's caches, then the same
// reads where every request is a different query, on an API started with CATALOGUE_CACHE_MS=0.
import { createRandom, measureVaried } from './scenarios.mjs';

/** Bench budgets (paisa) run from Rs 500 to about Rs 50,000. */
function budgetRange(between) {
  const budgetMin = between(5, 100) * 10_000;
  return { budgetMin, budgetMax: budgetMin * between(2, 20) };
}

/** A list query: a category, a place (a District or a Province, so the places under it count) and a budget range. */
function filteredListPath(tasks, pick, between, page, sort) {
  const { budgetMin, budgetMax } = budgetRange(between);
  return `/api/task/list?category=${pick(tasks.categorySlugs)}&place=${pick(tasks.placeIds)}&budgetMin=${budgetMin}&budgetMax=${budgetMax}&sort=${sort}&page=${page}`;
}

/** List, search and task page through the caches, as a visitor sees them; each returns a result row. */
export async function runTaskScenarios({ origin, tasks, opts, log }) {
  const random = createRandom(12);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const common = { origin, duration: opts.duration, warmup: opts.warmup, log };
  const rows = [];

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/task/list (category + budget ↓, page 50)',
      connections: opts.connections,
      next: () => ({ path: `/api/task/list?category=${pick(tasks.categorySlugs)}&sort=-budget&page=50` }),
    })),
    budget: { kind: 'ratio', min: 0.2 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/task/list?search= (two words)',
      connections: 32,
      next: () => ({ path: `/api/task/list?search=${encodeURIComponent(pick(tasks.queries))}` }),
    })),
    budget: { kind: 'p99', maxMs: 50 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/task/list?search= (a typo in a word)',
      connections: 32,
      next: () => ({ path: `/api/task/list?search=${encodeURIComponent(pick(tasks.typoQueries))}` }),
    })),
    budget: { kind: 'p99', maxMs: 50 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      // 500 tasks, as the product page row reads 500 products.
      target: 'GET /api/task/:id (500 tasks)',
      connections: opts.connections,
      next: () => ({ path: `/api/task/${pick(tasks.taskIds.slice(0, 500))}` }),
    })),
    budget: { kind: 'ratio', min: 0.3 },
  });
  return rows;
}

/**
 * The task reads with the micro-cache off (an API started with CATALOGUE_CACHE_MS=0): every request
 * a different query answered from the database. 32 connections, p99 ≤ 100 ms each.
 */
export async function runUncachedTaskScenarios({ origin, tasks, opts, log }) {
  const random = createRandom(21);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  const common = { origin, duration: opts.duration, warmup: opts.warmup, log, connections: 32 };
  const budget = { kind: 'p99', maxMs: 100 };
  const sorts = ['newest', 'budget', '-budget', 'due'];
  const scenarios = [
    {
      target: 'uncached GET /api/task/list (category + place + budget range, each sort, pages 1–50)',
      next: () => ({ path: filteredListPath(tasks, pick, between, between(1, 50), pick(sorts)) }),
    },
    {
      target: 'uncached GET /api/task/list (no filter, newest, pages 1–200)',
      next: () => ({ path: `/api/task/list?sort=newest&page=${between(1, 200)}` }),
    },
    {
      target: 'uncached GET /api/task/list (remote only, due soonest, pages 1–50)',
      next: () => ({ path: `/api/task/list?remote=true&sort=due&page=${between(1, 50)}` }),
    },
    {
      target: 'uncached GET /api/task/list?search= (two words, pages 1–10)',
      next: () => ({
        path: `/api/task/list?search=${encodeURIComponent(pick(tasks.queries))}&page=${between(1, 10)}`,
      }),
    },
    {
      target: 'uncached GET /api/task/list?search= (a typo in a word, pages 1–10)',
      next: () => ({
        path: `/api/task/list?search=${encodeURIComponent(pick(tasks.typoQueries))}&page=${between(1, 10)}`,
      }),
    },
    {
      target: 'uncached GET /api/task/:id (2,000 tasks)',
      next: () => ({ path: `/api/task/${pick(tasks.taskIds)}` }),
    },
  ];
  const rows = [];
  for (const scenario of scenarios)
    rows.push({ ...(await measureVaried({ ...common, ...scenario })), budget });
  return rows;
}
