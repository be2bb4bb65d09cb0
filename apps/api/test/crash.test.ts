import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type Db, type DbHandle, openDatabase } from '../src/db/client.ts';
import { cartItems } from '../src/db/schema/carts.ts';
import { checkouts, orderItems, orders } from '../src/db/schema/orders.ts';
import { products } from '../src/db/schema/shop.ts';
import { addToCart, createPlace, saveAddress } from '../src/sections/shop/checkout/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../src/sections/shop/product/test-factories.ts';
import { buildTestApp, createUser, isPostgres, type TestUser } from './helper.ts';
import { type ApiServer, apiEnv, type Child, startApi } from './processes.ts';

// kill -9 the API while checkouts run (docs/reliability.md "A crash during checkouts"): every acknowledged
// order survives, stock and carts agree with the orders, and a retry with the same Idempotency-Key adds
// nothing. On PGlite, or on PostgreSQL when DATABASE_URL is set (CI runs this file both ways).

const BUYERS = 40;
/** Acknowledged checkouts before the kill: the rest are in flight or not yet started. */
const KILL_AFTER = 10;
const STOCK = 1_000;

type Buyer = { user: TestUser; addressId: string; units: Map<string, number>; key: string };
type Answer = { status: number; checkoutId?: string; orderIds?: string[] };

const started: Child[] = [];
let dataDir: string | undefined;
afterAll(async () => {
  await Promise.all(started.map((c) => c.killHard()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const openData = (dir: string): Promise<DbHandle> =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });

async function checkout(api: ApiServer, buyer: Buyer): Promise<Answer> {
  const res = await fetch(`${api.url}/api/order/user/checkout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${buyer.user.token}`,
      'content-type': 'application/json',
      'idempotency-key': buyer.key,
    },
    body: JSON.stringify({ addressId: buyer.addressId }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json()) as { checkoutId?: string; orders?: { _id: string }[] };
  return { status: res.status, checkoutId: body.checkoutId, orderIds: body.orders?.map((o) => o._id).sort() };
}

/** What the database holds for these buyers and products. */
async function readState(db: Db, buyers: Buyer[], productIds: string[]) {
  const userIds = buyers.map((b) => b.user.row.id);
  const checkoutRows = await db.select().from(checkouts).where(inArray(checkouts.userId, userIds));
  const orderRows = await db.select().from(orders).where(inArray(orders.userId, userIds));
  const sold = await db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds))
    .groupBy(orderItems.productId);
  const productRows = await db.select().from(products).where(inArray(products.id, productIds));
  const cartRows = await db.select().from(cartItems).where(inArray(cartItems.userId, userIds));
  return {
    checkoutsOf: (b: Buyer) => checkoutRows.filter((c) => c.userId === b.user.row.id),
    orderIdsOf: (b: Buyer) =>
      orderRows
        .filter((o) => o.userId === b.user.row.id)
        .map((o) => o.id)
        .sort(),
    cartOf: (b: Buyer) =>
      new Map(cartRows.filter((c) => c.userId === b.user.row.id).map((c) => [c.productId, c.quantity])),
    products: productRows.map((p) => ({
      id: p.id,
      taken: STOCK - p.stock,
      soldCount: p.soldCount,
      ordered: sold.find((s) => s.productId === p.id)?.units ?? 0,
    })),
  };
}

type State = Awaited<ReturnType<typeof readState>>;

/** Stock taken and sold counts equal the units ordered, product by product. */
function expectStockMatchesOrders(state: State): void {
  for (const p of state.products)
    expect({ taken: p.taken, soldCount: p.soldCount }).toEqual({ taken: p.ordered, soldCount: p.ordered });
}

it('kill -9 during checkouts: acknowledged orders survive, stock and carts agree, retries add nothing', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bazaar-crash-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const env = apiEnv(dataDir, { JWT_SECRET: jwtSecret });

  // The shop and the buyers' carts, written through the app on the database the server will open.
  const setupDb = await openData(dataDir);
  await setupDb.migrate();
  const t = await buildTestApp({ jwtSecret }, { database: setupDb });
  const category = await createCategory(t);
  const vendor = await createVendor(t);
  const stocked = await Promise.all(
    [0, 1, 2].map(() => createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: STOCK })),
  );
  const productIds = stocked.map((p) => p.id);
  const place = await createPlace(t);
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i): Promise<Buyer> => {
      const user = await createUser(t, { tag: 'crash' });
      const addressId = await saveAddress(t, user, place.municipalityId);
      const units = new Map([[productIds[i % 3]!, 1 + (i % 3)]]);
      if (i % 2 === 0) units.set(productIds[(i + 1) % 3]!, 1);
      for (const [productId, quantity] of units) await addToCart(t, user, productId, quantity);
      return { user, addressId, units, key: randomUUID() };
    }),
  );
  await t.close();
  await setupDb.close();

  // Every buyer checks out at once; the server is killed once KILL_AFTER of them are answered.
  const first = await startApi(env);
  started.push(first);
  const answers = new Map<Buyer, Answer>();
  let reachedKillPoint!: () => void;
  const killPoint = new Promise<void>((resolve) => {
    reachedKillPoint = resolve;
  });
  const requests = buyers.map((b) =>
    checkout(first, b).then(
      (answer) => {
        answers.set(b, answer);
        if ([...answers.values()].filter((a) => a.status === 200).length >= KILL_AFTER) reachedKillPoint();
      },
      () => {}, // cut off by the kill: in flight
    ),
  );
  await Promise.race([killPoint, Promise.all(requests)]);
  await first.killHard();
  expect(first.process.signalCode).toBe('SIGKILL');
  await Promise.all(requests);

  expect([...answers.values()].filter((a) => a.status !== 200)).toEqual([]);
  const acknowledged = buyers.filter((b) => answers.has(b));
  const inFlight = buyers.filter((b) => !answers.has(b));
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(inFlight.length).toBeGreaterThan(0);

  // Straight after the crash (on PGlite this also takes over the killed server's lock).
  const afterCrash = await openData(dataDir);
  const crashed = await readState(afterCrash.db, buyers, productIds);
  await afterCrash.close();
  const committedInFlight = inFlight.filter((b) => crashed.checkoutsOf(b).length > 0);
  for (const b of acknowledged) {
    const answer = answers.get(b)!;
    expect(crashed.checkoutsOf(b).map((c) => c.id)).toEqual([answer.checkoutId]);
    expect(crashed.orderIdsOf(b)).toEqual(answer.orderIds);
    expect(crashed.cartOf(b).size).toBe(0);
  }
  for (const b of inFlight) {
    // All or nothing: a checkout that committed took the cart; one that did not left it whole.
    const isCommitted = committedInFlight.includes(b);
    expect(crashed.checkoutsOf(b)).toHaveLength(isCommitted ? 1 : 0);
    expect(crashed.orderIdsOf(b)).toHaveLength(isCommitted ? 1 : 0);
    expect(crashed.cartOf(b)).toEqual(isCommitted ? new Map() : b.units);
  }
  expectStockMatchesOrders(crashed);

  // Restarted, the buyers retry with the same keys: the in-flight ones and a few acknowledged ones.
  const second = await startApi(env);
  started.push(second);
  const retried = [...inFlight, ...acknowledged.slice(0, 5)];
  const retries = new Map(
    await Promise.all(retried.map(async (b) => [b, await checkout(second, b)] as const)),
  );
  for (const [b, answer] of retries) {
    expect(answer.status).toBe(200);
    const stored = crashed.checkoutsOf(b)[0];
    if (answers.has(b)) expect(answer).toEqual(answers.get(b));
    else if (stored) expect(answer.checkoutId).toBe(stored.id);
  }
  second.process.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);

  // One checkout and one order per buyer, each the one answered; no cart line left; stock agrees.
  const end = await openData(dataDir);
  const final = await readState(end.db, buyers, productIds);
  await end.close();
  for (const b of buyers) {
    const answer = answers.get(b) ?? retries.get(b)!;
    expect(final.checkoutsOf(b).map((c) => c.id)).toEqual([answer.checkoutId]);
    expect(final.orderIdsOf(b)).toEqual(answer.orderIds);
    expect(final.cartOf(b).size).toBe(0);
  }
  expectStockMatchesOrders(final);
  const unitsOrdered = buyers.reduce((sum, b) => sum + [...b.units.values()].reduce((s, n) => s + n, 0), 0);
  expect(final.products.reduce((sum, p) => sum + p.ordered, 0)).toBe(unitsOrdered);

  console.log(
    `crash test (${isPostgres ? 'PostgreSQL' : 'PGlite'}): ${BUYERS} checkouts sent at once, kill -9 after ` +
      `${acknowledged.length} acknowledged (all found); ${inFlight.length} in flight, of which ` +
      `${committedInFlight.length} had committed; ${retried.length} retries, 0 duplicates`,
  );
  // A guard, not a budget: 37 s on PostgreSQL, and over 120 s on PGlite beside the other API run on a
  // loaded machine (two servers start and migrate, and take 40 checkouts at once).
}, 300_000);
