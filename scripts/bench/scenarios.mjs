// The shop scenarios of `npm run bench`: catalog page, search, product detail, add to cart (autocannon,
// varied requests) and a checkout run (N buyers with a cart racing for a fixed stock) with an
// oversell check straight in the database.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import { createBuyers } from './seed-catalog.mjs';

/** A small deterministic generator so every run sends the same request mix. */
export function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One autocannon run (no pipelining unless asked), as a promise of its result. */
export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Measures one target with autocannon; `next()` returns the next request ({ path, method?, headers?, body? }),
 * so every request can differ (category, query, slug, user). A short untimed warm-up runs first.
 */
export async function measureVaried({ target, origin, next, duration, warmup, connections, log }) {
  log(`Measuring ${target} (${duration} s, ${connections} connections)…`);
  const options = {
    url: origin,
    connections,
    requests: [
      {
        setupRequest: (request) => {
          const r = next();
          return {
            ...request,
            method: r.method ?? 'GET',
            path: r.path,
            headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
            ...(r.body ? { body: JSON.stringify(r.body) } : {}),
          };
        },
      },
    ],
  };
  if (warmup > 0) await runAutocannon({ ...options, duration: warmup });
  const result = await runAutocannon({ ...options, duration });
  const sample = next();
  return {
    target,
    url: `${origin}${sample.path}`,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Access tokens for bench users, as a sign-in makes them: each names a stored session (decision
 * 033), which the API checks, so the sessions are stored first (in one statement).
 */
export async function signTokens(client, secret, userIds) {
  const now = Math.floor(Date.now() / 1000);
  const sids = userIds.map(() => randomUUID());
  await client.query(
    `insert into auth_sessions (id, user_id, refresh_hash, session_version, expires_at)
     select s.id, u.id, 'bench', u.session_version, now() + interval '1 hour'
     from unnest($1::uuid[], $2::uuid[]) as s(id, user_id) join users u on u.id = s.user_id`,
    [sids, userIds],
  );
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    userIds.map((userId, i) =>
      new SignJWT({ sv: 0, sid: sids[i] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    ),
  );
}

/** Catalog, search, detail and add-to-cart runs; each returns a result row. */
export async function runReadAndCartScenarios({ origin, catalog, client, jwtSecret, opts, log }) {
  const random = createRandom(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const common = { origin, duration: opts.duration, warmup: opts.warmup, log };
  const rows = [];

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/product (category + price_asc, page 50)',
      connections: opts.connections,
      next: () => ({ path: `/api/product?category=${pick(catalog.departmentSlugs)}&sort=price_asc&page=50` }),
    })),
    budget: { kind: 'ratio', min: 0.2 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/product/search (two words)',
      connections: 32,
      next: () => ({ path: `/api/product/search?q=${encodeURIComponent(pick(catalog.queries))}` }),
    })),
    budget: { kind: 'p99', maxMs: 50 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/product/search (a typo in a word)',
      connections: 32,
      next: () => ({ path: `/api/product/search?q=${encodeURIComponent(pick(catalog.typoQueries))}` }),
    })),
    budget: { kind: 'p99', maxMs: 50 },
  });

  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'GET /api/product/slug/:slug',
      connections: opts.connections,
      next: () => ({ path: `/api/product/slug/${pick(catalog.productSlugs)}` }),
    })),
    budget: { kind: 'ratio', min: 0.3 },
  });

  // Add to cart as 50 buyers, each request a random in-stock product (one unit).
  const { ids: cartUsers } = await createBuyers(client, { prefix: 'bench-cart-', count: 50 });
  const tokens = await signTokens(client, jwtSecret, cartUsers);
  const { rows: stocked } = await client.query(
    `select p.id from products p join vendors v on v.id = p.vendor_id
     where p.stock >= 50 and p.status = 'active' and v.slug like 'bench-%'
       and not exists (select 1 from product_variants pv where pv.product_id = p.id)
     order by p.id limit 5000`,
  );
  rows.push({
    ...(await measureVaried({
      ...common,
      target: 'POST /api/order/user/cart',
      connections: opts.connections,
      next: () => ({
        method: 'POST',
        path: '/api/order/user/cart',
        headers: { authorization: `Bearer ${pick(tokens)}` },
        body: { productId: pick(stocked).id, quantity: 1 },
      }),
    })),
    budget: { kind: 'none' },
  });
  return rows;
}

/**
 * The catalogue with its micro-cache off (an API started with CATALOGUE_CACHE_MS=0): every request
 * is answered from the database, as it is for a query nobody asked in the last five seconds.
 * Each row's requests vary (page, price range, query), 32 connections, p99 ≤ 100 ms.
 */
export async function runUncachedCatalogueScenarios({ origin, catalog, opts, log }) {
  const random = createRandom(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  const common = { origin, duration: opts.duration, warmup: opts.warmup, log, connections: 32 };
  const budget = { kind: 'p99', maxMs: 100 };
  const scenarios = [
    {
      target: 'uncached GET /api/product (category + price range + price_asc, pages 1–50)',
      next: () => {
        // Bench prices run from Rs 200 to about Rs 200,000 (in paisa below).
        const minPrice = between(200, 2_000) * 100;
        const maxPrice = minPrice * between(5, 50);
        return {
          path: `/api/product?category=${pick(catalog.departmentSlugs)}&minPrice=${minPrice}&maxPrice=${maxPrice}&sort=price_asc&page=${between(1, 50)}`,
        };
      },
    },
    {
      target: 'uncached GET /api/product (no filter, newest, pages 1–200)',
      next: () => ({ path: `/api/product?sort=newest&page=${between(1, 200)}` }),
    },
    {
      target: 'uncached GET /api/product/search (two words, pages 1–10)',
      next: () => ({
        path: `/api/product/search?q=${encodeURIComponent(pick(catalog.queries))}&page=${between(1, 10)}`,
      }),
    },
    {
      target: 'uncached GET /api/product/search (a typo in a word, pages 1–10)',
      next: () => ({
        path: `/api/product/search?q=${encodeURIComponent(pick(catalog.typoQueries))}&page=${between(1, 10)}`,
      }),
    },
  ];
  const rows = [];
  for (const scenario of scenarios)
    rows.push({ ...(await measureVaried({ ...common, ...scenario })), budget });
  return rows;
}

/**
 * `buyers` buyers each have one unit of one of `products` products in the cart (buyer i → product
 * i mod products); the products share `stock` units (< buyers, so some buyers find them sold out).
 * They all check out at once over `connections` connections: orders/s = orders placed ÷ wall time.
 * Then the database must show, per product, sold ≤ initial stock, stock ≥ 0 and sold + left = initial.
 */
export async function runCheckoutScenario({
  apiBase,
  client,
  jwtSecret,
  buyers = 600,
  stock = 500,
  products = 20,
  connections = 32,
  log,
}) {
  log(
    `Measuring checkout (${buyers} buyers, ${products} products sharing ${stock} units, ${connections} connections)…`,
  );
  const {
    rows: [source],
  } = await client.query(
    `select p.vendor_id, p.category_id from products p join vendors v on v.id = p.vendor_id
     where v.slug like 'bench-%' limit 1`,
  );
  const items = Array.from({ length: products }, (_, i) => ({
    id: randomUUID(),
    stock: Math.floor(stock / products) + (i < stock % products ? 1 : 0),
  }));
  await client.query(
    `insert into products (id, vendor_id, category_id, name, slug, description, price, stock, status)
     select p.id, $2, $3, 'Bench Flash Sale Earbuds ' || p.n, 'bench-flash-sale-' || p.n || '-' || left(p.id::text, 8),
       'A flash-sale product the bench buyers race for.', 249900, p.stock, 'active'
     from unnest($1::uuid[], $4::int[]) with ordinality as p(id, stock, n)`,
    [items.map((p) => p.id), source.vendor_id, source.category_id, items.map((p) => p.stock)],
  );
  const ids = [];
  for (const [k, item] of items.entries()) {
    const count = Math.floor(buyers / products) + (k < buyers % products ? 1 : 0);
    if (count === 0) continue;
    const created = await createBuyers(client, {
      prefix: `bench-checkout-${k}-`,
      count,
      cartProductId: item.id,
    });
    ids.push(...created.ids);
  }
  // Interleave the products so every product's buyers arrive throughout the run.
  ids.sort();
  const { rows: addressRows } = await client.query(
    `select user_id, id from user_addresses where user_id = any($1::uuid[])`,
    [ids],
  );
  const addressOf = new Map(addressRows.map((r) => [r.user_id, r.id]));
  const tokens = await signTokens(client, jwtSecret, ids);

  // autocannon rather than fetch: the client must cost the 2-core machine as little as possible, or
  // it measures itself. Exactly one request per buyer, each with its own token and Idempotency-Key.
  const statuses = new Map();
  let placedOrders = 0;
  let nextIndex = 0;
  let lastAt = 0;
  const url = new URL(apiBase);
  log(`  ${ids.length} buyers ready; racing…`);
  const started = performance.now();
  const result = await runAutocannon({
    url: url.origin,
    connections,
    amount: ids.length,
    requests: [
      {
        setupRequest: (request) => {
          const i = nextIndex++;
          return {
            ...request,
            method: 'POST',
            path: `${url.pathname}/order/user/checkout`,
            headers: {
              authorization: `Bearer ${tokens[i]}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-${randomUUID()}`,
            },
            body: JSON.stringify({ addressId: addressOf.get(ids[i]) }),
          };
        },
        onResponse: (status, body) => {
          lastAt = performance.now();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200) placedOrders += JSON.parse(body).orders.length;
        },
      },
    ],
  });
  // The race lasts until the last answer; autocannon itself returns up to a second later (it
  // stops on its own one-second tick), which is not the server's time.
  const seconds = ((lastAt || performance.now()) - started) / 1000;
  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);

  const { rows: checks } = await client.query(
    `select p.id, p.stock,
       (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
        where oi.product_id = p.id and o.status <> 'Cancelled') as sold
     from products p where p.id = any($1::uuid[])`,
    [items.map((p) => p.id)],
  );
  const initial = new Map(items.map((p) => [p.id, p.stock]));
  const oversold = checks.some(
    (c) => c.sold > initial.get(c.id) || c.stock < 0 || c.sold + c.stock !== initial.get(c.id),
  );
  const soldUnits = checks.reduce((sum, c) => sum + c.sold, 0);
  const stockLeft = checks.reduce((sum, c) => sum + c.stock, 0);
  const ok = statuses.get(200) ?? 0;
  // Until a product runs out every buyer gets an order; then 409 (lost the race for the last units)
  // or 422 (the cart line already shows it sold out). Anything else is a failure.
  const expectedOk = items.reduce((sum, item, k) => {
    const count = Math.floor(buyers / products) + (k < buyers % products ? 1 : 0);
    return sum + Math.min(count, item.stock);
  }, 0);
  const unexpected = [...statuses.entries()].filter(([s]) => s !== 200 && s !== 409 && s !== 422);
  return {
    target: 'POST /api/order/user/checkout',
    url: `${apiBase}/order/user/checkout`,
    connections,
    requestsPerSecond: answered / seconds,
    ordersPerSecond: placedOrders / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: answered,
    non2xx: answered - ok,
    errors: result.errors,
    timeouts: result.timeouts,
    checkout: {
      buyers,
      products,
      initialStock: stock,
      seconds: Math.round(seconds * 100) / 100,
      placedCheckouts: ok,
      placedOrders,
      statusCounts: Object.fromEntries(statuses),
      soldUnits,
      stockLeft,
      oversold,
      allStockSold: ok === expectedOk && soldUnits === expectedOk,
      unexpectedStatuses: Object.fromEntries(unexpected),
    },
    budget: { kind: 'orders', min: 200 },
  };
}
