import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { NGINX, writeNginxConfig } from '../../../../scripts/lib/nginx.mjs';
import {
  anyMunicipality,
  api,
  type FreshUser,
  loginDemoViaApi,
  registerUser,
  uploadImage,
} from '../fixtures/api.ts';
import { openSignedIn } from '../fixtures/hydration.ts';
import { pageOf } from '../fixtures/roles.ts';

// The cluster of docs/cluster.md, started by `npm run cluster` (scripts/test.mjs `--only cluster`):
// the browser goes through nginx; the checks reach single instances by the URLs of cluster.json.
// The instances share nothing but PostgreSQL, Redis and the data folder, so each check proves one of
// those shares; the last two kill an instance with kill -9 (the cluster starts it again).

type Cluster = {
  web: string;
  api: string;
  instances: { web: string[]; api: string[] };
  pids: { web: number[]; api: number[] };
};

function readCluster(): Cluster {
  return JSON.parse(readFileSync(process.env.E2E_CLUSTER_FILE!, 'utf8')) as Cluster;
}
const cluster = readCluster();
const [web1, web2] = cluster.instances.web as [string, string];
const [api1, api2] = cluster.instances.api as [string, string];

/** No request may wait longer than this, whatever instance dies under it. */
const REQUEST_BOUND_MS = 20_000;

function bell(page: Page) {
  return page.getByRole('banner').getByTestId('notification-bell');
}

/** Signs in through NextAuth's endpoints of one web instance (`base`), as the sign-in form does. */
async function signInAt(page: Page, base: string, person: { email: string; password: string }) {
  const csrf = (await (await page.request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  const res = await page.request.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken: csrf.csrfToken, email: person.email, password: person.password, json: 'true' },
  });
  expect(res.ok()).toBe(true);
}

async function sessionEmailAt(page: Page, base: string): Promise<string | undefined> {
  const session = (await (await page.request.get(`${base}/api/auth/session`)).json()) as {
    user?: { email?: string };
  };
  return session.user?.email;
}

/** A published product of the demo vendor with `stock` in stock, created through the balancer. */
async function createProduct(stock: number) {
  const { accessToken: token } = await loginDemoViaApi('vendor');
  const image = await uploadImage(token);
  const tree = await api<{ _id: string; children: { _id: string }[] }[]>('/category/shop/tree');
  const body = {
    name: `Cluster kettle ${randomUUID().slice(0, 8)}`,
    categoryId: tree[0]?.children[0]?._id ?? tree[0]?._id,
    images: [image],
    price: 250_000,
    stock,
    status: 'active',
  };
  const { data } = await api<{ data: { _id: string; slug: string } }>('/vendor/products', {
    method: 'POST',
    token,
    body,
  });
  return { id: data._id, slug: data.slug, body, token };
}

/** The page's HTML as a visitor without cookies gets it from one web instance. */
async function htmlAt(page: Page, base: string, path: string): Promise<string> {
  const res = await page.request.get(`${base}${path}`, { headers: { cookie: '' } });
  expect(res.status()).toBe(200);
  return res.text();
}

/** A fetch that gives up after the bound: a request that hangs fails the test instead of waiting. */
async function boundedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
}

const NGINX_ERROR_LOG = path.join(path.dirname(process.env.E2E_CLUSTER_FILE!), 'nginx', 'error.log');

function nginxErrorLogSize(): number {
  return existsSync(NGINX_ERROR_LOG) ? statSync(NGINX_ERROR_LOG).size : 0;
}

/** What nginx logged as errors after `offset` (nginxErrorLogSize() taken before). */
function nginxErrorsSince(offset: number): string {
  return readFileSync(NGINX_ERROR_LOG, 'utf8').slice(offset);
}

/** A fresh person with a task of theirs open for offers. */
async function posterWithTask(): Promise<{ poster: FreshUser; taskId: string }> {
  const poster = await registerUser({ fullName: `Cluster Poster ${randomUUID().slice(0, 4)}` });
  const admin = await loginDemoViaApi('admin');
  const { data: category } = await api<{ data: { _id: string } }>('/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    body: { section: 'task', name: `Cluster ${randomUUID().slice(0, 6)}`, isActive: true },
  });
  const { data: task } = await api<{ data: { _id: string } }>('/task', {
    method: 'POST',
    token: poster.accessToken,
    body: {
      title: `Fix a dripping tap ${randomUUID().slice(0, 6)}`,
      categoryId: category._id,
      description: 'The kitchen tap drips all night; the washer needs changing, I have a spare one.',
      isRemote: true,
      budget: 60_000,
    },
  });
  return { poster, taskId: task._id };
}

/** A fresh tasker offers on the task through the API at `base` (its poster is notified). */
async function offerOn(taskId: string, base: string): Promise<void> {
  const tasker = await registerUser({ fullName: `Cluster Tasker ${randomUUID().slice(0, 4)}` });
  await api(`/task/${taskId}/offers`, {
    method: 'POST',
    baseUrl: base,
    token: tasker.accessToken,
    body: { amount: 70_000, message: 'I can come this evening with the right washer.' },
  });
}

/** Runs one SQL statement on the cluster's database with psql; answers its output. */
function psql(statement: string): string {
  return execFileSync('psql', [process.env.E2E_CLUSTER_DATABASE_URL!, '-Atc', statement], {
    encoding: 'utf8',
  }).trim();
}

/** A product's stock as the database holds it. */
function productStock(id: string): number {
  return Number(psql(`select stock from products where id = '${id}'`));
}

test('a person signed in through one web instance stays signed in on the other', async ({ browser }) => {
  const person = await registerUser({ fullName: `Cluster Person ${randomUUID().slice(0, 4)}` });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, web1, person);
  expect(await sessionEmailAt(page, web1)).toBe(person.email);
  // The session NextAuth made on instance 1 is read by instance 2 (one secret, sessions in PostgreSQL).
  expect(await sessionEmailAt(page, web2)).toBe(person.email);
  await page.goto(`${web2}/user`);
  await expect(bell(page)).toBeVisible();
  await expect(page).toHaveURL(`${web2}/user`);
  await context.close();
});

test('a notification made through one API instance reaches a bell connected through the balancer', async ({
  browser,
}) => {
  const { poster, taskId } = await posterWithTask();
  const page = await pageOf(browser, poster);
  await openSignedIn(page, '/user');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // One offer through each API instance, straight to it: the stream the page holds is on one of them,
  // so at least one event crosses from one instance to the other through Redis.
  for (const [index, base] of [api1, api2].entries()) {
    await offerOn(taskId, base);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${index + 1} unseen`);
  }
  await page.context().close();
});

test('a product the vendor edits is purged from the page cache of every web instance', async ({ page }) => {
  const product = await createProduct(5);
  const path = `/shop/product/${product.slug}`;
  // Both instances store the page (the second ask of each is answered from its cache).
  for (const base of [web1, web2]) {
    expect(await htmlAt(page, base, path)).toContain(product.body.name);
    await expect
      .poll(
        async () =>
          (await page.request.get(`${base}${path}`, { headers: { cookie: '' } })).headers()['x-nextjs-cache'],
      )
      .toBe('HIT');
  }
  const newName = `${product.body.name} renamed`;
  await api(`/vendor/products/${product.id}`, {
    method: 'PUT',
    token: product.token,
    body: { ...product.body, name: newName },
  });
  // The purge goes through PostgreSQL to each instance's poller: both show the new name in seconds.
  for (const base of [web1, web2]) {
    await expect.poll(async () => htmlAt(page, base, path), { timeout: 10_000 }).toContain(newName);
  }
});

/** A buyer with the product in the cart and a delivery address, ready to check out. */
async function readyBuyer(productId: string): Promise<FreshUser & { addressId: string }> {
  const buyer = await registerUser({ fullName: `Cluster Buyer ${randomUUID().slice(0, 4)}` });
  await api('/order/user/cart', {
    method: 'POST',
    token: buyer.accessToken,
    body: { productId, quantity: 1 },
  });
  const address = await api<{ data: { _id: string } }>('/user/addresses', {
    method: 'POST',
    token: buyer.accessToken,
    body: {
      recipientName: buyer.fullName,
      phone: '9841000000',
      addressId: await anyMunicipality(),
      street: 'Lb',
    },
  });
  return { ...buyer, addressId: address.data._id };
}

test('kill -9 of an API instance under checkouts and reads: every order once, no request hangs', async () => {
  test.setTimeout(150_000);
  const BUYERS = 16;
  const product = await createProduct(BUYERS * 2);
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => readyBuyer(product.id)));
  const keys = buyers.map(() => `cluster-${randomUUID()}`);

  const checkout = (i: number) =>
    boundedFetch(`${cluster.api}/order/user/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${buyers[i]!.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': keys[i]!,
      },
      body: JSON.stringify({ addressId: buyers[i]!.addressId }),
    });
  const read = () => boundedFetch(`${cluster.api}/product/slug/${product.slug}`);

  // The burst: checkouts one after another a few milliseconds apart, and reads all along; one API
  // instance is killed once a third of the checkouts are sent.
  const victim = readCluster().pids.api[0]!;
  const logBefore = nginxErrorLogSize();
  const reads: Promise<Response>[] = [];
  const checkouts: Promise<Response | Error>[] = [];
  for (let i = 0; i < BUYERS; i++) {
    if (i === Math.floor(BUYERS / 3)) process.kill(victim, 'SIGKILL');
    checkouts.push(checkout(i).catch((error: Error) => error));
    reads.push(read(), read());
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  const readAnswers = await Promise.all(reads.map((r) => r.catch((error: Error) => error)));
  const checkoutAnswers = await Promise.all(checkouts);

  // No request hung (a hang is a TimeoutError), and nginx retried every read that met the dead one.
  for (const answer of [...readAnswers, ...checkoutAnswers]) {
    expect(answer instanceof Error ? `${answer.name}: ${answer.message}` : 'answered').toBe('answered');
  }
  expect(readAnswers.map((r) => (r as Response).status)).toEqual(readAnswers.map(() => 200));

  // Every checkout carried its key, so nginx re-sent those the dead instance dropped mid-way to the
  // other one, which made the order or answered the one the dead instance had made: all succeeded,
  // and each buyer has exactly one order.
  expect(checkoutAnswers.map((r) => (r as Response).status)).toEqual(checkoutAnswers.map(() => 200));
  for (const buyer of buyers) {
    const orders = await api<{ docs: { _id: string }[] }>('/order/user/orders', { token: buyer.accessToken });
    expect(orders.docs).toHaveLength(1);
  }
  // In the database (an answer of the API may come from its catalogue cache, up to 5 s old).
  expect(productStock(product.id)).toBe(BUYERS);
  // The fault met requests: nginx logged the ones the dead instance dropped or refused.
  expect(nginxErrorsSince(logBefore)).toMatch(
    /(Connection reset by peer|Connection refused|prematurely closed)/,
  );
});

test('kill -9 of a web instance: the other serves and the person stays signed in', async ({ browser }) => {
  const person = await registerUser({ fullName: `Cluster Person ${randomUUID().slice(0, 4)}` });
  const page = await pageOf(browser, person);
  await openSignedIn(page, '/user');
  process.kill(readCluster().pids.web[0]!, 'SIGKILL');
  // Every page through the balancer answers, signed in, while instance 1 is gone or starting again.
  for (const path of ['/user', '/shop', '/user', '/']) {
    const res = await page.goto(path, { timeout: REQUEST_BOUND_MS });
    expect(res?.status()).toBe(200);
    await expect(bell(page)).toBeVisible();
  }
  await page.context().close();
});

test('PostgreSQL connections ended under load: pools reconnect, no request hangs, no order lost', async () => {
  test.setTimeout(150_000);
  const BUYERS = 10;
  const product = await createProduct(BUYERS * 2);
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => readyBuyer(product.id)));
  const keys = buyers.map(() => `cluster-pg-${randomUUID()}`);
  const checkout = (i: number) =>
    boundedFetch(`${cluster.api}/order/user/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${buyers[i]!.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': keys[i]!,
      },
      body: JSON.stringify({ addressId: buyers[i]!.addressId }),
    });
  const read = () => boundedFetch(`${cluster.api}/product/slug/${product.slug}`);

  const pidsBefore = readCluster().pids.api;
  let ended = 0;
  const answers: Promise<Response | Error>[] = [];
  for (let i = 0; i < BUYERS; i++) {
    if (i === Math.floor(BUYERS / 3)) {
      // Every connection of every instance to the database, idle or busy, is ended at once.
      ended = Number(
        psql(
          'select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        ),
      );
    }
    answers.push(
      checkout(i).catch((error: Error) => error),
      read().catch((error: Error) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(ended).toBeGreaterThan(0);
  const settled = await Promise.all(answers);
  // Whatever met an ended connection answered (an error at worst) within the bound; none hung.
  for (const answer of settled) {
    expect(answer instanceof Error ? `${answer.name}: ${answer.message}` : 'answered').toBe('answered');
  }
  // A buyer whose checkout failed tries again with the same key, as the checkout page does.
  for (let i = 0; i < BUYERS; i++) {
    const first = settled[i * 2] as Response;
    if (first.ok) continue;
    expect((await checkout(i)).status, `buyer ${i} again after ${first.status}`).toBe(200);
  }
  for (const buyer of buyers) {
    const orders = await api<{ docs: { _id: string }[] }>('/order/user/orders', { token: buyer.accessToken });
    expect(orders.docs).toHaveLength(1);
  }
  // The pools have new connections: reads through both instances answer again.
  for (const base of [api1, api2, api1, api2]) {
    expect((await boundedFetch(`${base}/product/slug/${product.slug}`)).status).toBe(200);
  }
  // In the database (an answer of the API may come from its catalogue cache, up to 5 s old).
  expect(productStock(product.id)).toBe(BUYERS);
  // No instance died of a connection ended under it (the cluster would have started it again).
  expect(readCluster().pids.api).toEqual(pidsBefore);
});

/** Whether each API instance has its Redis connection (GET /api/health straight to it). */
async function redisReadyOnEveryInstance(): Promise<boolean[]> {
  return Promise.all(
    [api1, api2].map(async (base) => {
      const res = await boundedFetch(`${base}/health`);
      return ((await res.json()) as { redis: boolean }).redis;
    }),
  );
}

test('Redis stopped and started again: the API keeps answering and signing in, live updates come back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const redisArgs = JSON.parse(process.env.E2E_CLUSTER_REDIS_ARGS!) as string[];
  const redisPort = redisArgs[redisArgs.indexOf('--port') + 1]!;
  const { poster, taskId } = await posterWithTask();
  const page = await pageOf(browser, poster);
  await openSignedIn(page, '/user');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  execFileSync('redis-cli', ['-p', redisPort, 'shutdown', 'nosave']);
  await expect.poll(redisReadyOnEveryInstance).toEqual([false, false]);
  // While Redis is away: reads (through the whole-API limit, which lets them pass), a sign-in
  // (its limit counted in each instance's memory) and a write that notifies all answer.
  for (let round = 0; round < 5; round++) {
    const answers = await Promise.all([
      boundedFetch(`${cluster.api}/product?limit=6`),
      boundedFetch(`${cluster.api}/task/${taskId}`),
      boundedFetch(`${cluster.api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: poster.email, password: poster.password }),
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
  }
  await offerOn(taskId, api1);

  execFileSync('redis-server', redisArgs);
  await expect.poll(redisReadyOnEveryInstance, { timeout: 20_000 }).toEqual([true, true]);
  // Each instance ends its streams once Redis is back; the page reconnects and is sent what it
  // missed: the offer made while Redis was away. Then events cross instances again.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unseen', { timeout: 20_000 });
  await offerOn(taskId, api2);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unseen');
  await page.context().close();
});

/**
 * Two stand-ins for API instances that record every request they receive and, as an instance killed
 * mid-request does, drop the connection without answering; and nginx started on the repository's
 * bazaar.conf in front of them (as `npm run cluster` starts it). Answers what each received, the
 * balancer's URL and `stop()`.
 */
async function balancerOnDyingInstances() {
  const received: Array<Array<{ method: string; url: string }>> = [[], []];
  const instances = await Promise.all(
    received.map(
      (log) =>
        new Promise<http.Server>((resolve) => {
          const server = http.createServer((req, res) => {
            log.push({ method: req.method ?? '', url: req.url ?? '' });
            // Read the whole body, then die without a word.
            req.resume();
            req.on('end', () => res.socket?.destroy());
          });
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  const [apiListenPort, webListenPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-nginx-rules-'));
  const ports = instances.map((server) => (server.address() as AddressInfo).port);
  const { args } = writeNginxConfig({
    dataDir,
    apiPorts: ports,
    webPorts: ports,
    apiListenPort,
    webListenPort,
  });
  const nginx = spawn(NGINX, args, { stdio: 'ignore' });
  const balancer = `http://127.0.0.1:${apiListenPort}`;
  // Ready once its listener accepts a connection (a request would already reach the instances).
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(apiListenPort, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
    )
    .toBe(true);
  return {
    balancer,
    received: (url: string) => received.flat().filter((r) => r.url === url).length,
    stop: async () => {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
      for (const server of instances) server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('nginx re-sends to the second instance only what is safe when the first dies mid-request', async () => {
  // Each case on a fresh balancer: nginx leaves an instance that failed out for 10 s (max_fails=1).
  const cases = [
    { method: 'PUT', key: false, sentTo: 1 },
    { method: 'DELETE', key: false, sentTo: 1 },
    { method: 'POST', key: false, sentTo: 1 },
    { method: 'PUT', key: true, sentTo: 2 },
    { method: 'POST', key: true, sentTo: 2 },
    { method: 'GET', key: false, sentTo: 2 },
  ];
  for (const c of cases) {
    const nginx = await balancerOnDyingInstances();
    try {
      const url = `/api/order/user/${randomUUID()}`;
      const res = await boundedFetch(`${nginx.balancer}${url}`, {
        method: c.method,
        headers: {
          'content-type': 'application/json',
          ...(c.key ? { 'idempotency-key': randomUUID() } : {}),
        },
        ...(c.method === 'GET' ? {} : { body: '{"status":"Cancelled"}' }),
      });
      // Neither instance answered: the balancer says so instead of hanging.
      expect(res.status, `${c.method} ${c.key ? 'with' : 'without'} a key`).toBe(502);
      expect(nginx.received(url), `${c.method} ${c.key ? 'with' : 'without'} a key reached`).toBe(c.sentTo);
    } finally {
      await nginx.stop();
    }
  }
});
