// What `npm run soak` (scripts/soak.mjs) makes and reads through the API, as a client would: the demo
// vendor's well-stocked products, the buyers with an address, the catalogue's pages and words for the
// traffic, and the admin's order count for the check at the end.
import { randomUUID } from 'node:crypto';
import { signInDemo } from './api-server.mjs';

/** The soak buyers' password: set when they register, sent when they sign in. */
export const BUYER_PASSWORD = 'Soak-pass1';
const STOCK = 1_000_000;
/** A 1 × 1 PNG, the soak products' picture. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A JSON call to the API for the setup; throws with the answer when it is not 2xx. */
async function call(apiBase, method, url, { token, body } = {}) {
  const res = await fetch(`${apiBase}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The first leaf of the shop's category tree (new products go there). */
function firstLeaf(nodes) {
  for (const node of nodes) {
    if (node.children.length === 0) return node;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return null;
}

/** A deepest place of the address tree, for the buyers' delivery address. */
async function anyArea(apiBase) {
  let place = null;
  for (;;) {
    const query = place ? `?parentId=${place._id}` : '';
    const children = await call(apiBase, 'GET', `/address/children${query}`);
    if (children.length === 0) return place;
    place = children[0];
  }
}

/**
 * What the traffic needs, made through the API: the demo vendor's well-stocked products, `count`
 * buyers with an address, and the catalogue's departments, product slugs and search words.
 */
export async function prepare(apiBase, count) {
  const vendorToken = await signInDemo(apiBase, 'vendor@');
  const leaf = firstLeaf(await call(apiBase, 'GET', '/category/shop/tree'));
  const form = new FormData();
  form.append('folder', 'misc');
  form.append('file', new Blob([PIXEL_PNG], { type: 'image/png' }), 'soak.png');
  const { data: picture } = await call(apiBase, 'POST', '/upload/image', { token: vendorToken, body: form });
  const stocked = [];
  for (let i = 1; i <= 4; i++) {
    const { data } = await call(apiBase, 'POST', '/vendor/products', {
      token: vendorToken,
      body: {
        name: `Soak Test Kettle ${i}`,
        categoryId: leaf._id,
        description: 'A product the soak buyers keep buying.',
        images: [picture.path],
        price: 150_000,
        stock: STOCK,
        status: 'active',
      },
    });
    stocked.push(data._id);
  }

  const area = await anyArea(apiBase);
  const runId = randomUUID().slice(0, 8);
  const buyers = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, async (_, k) => {
      const email = `soak-${runId}-${i + k}@bazaar.test`;
      const session = await call(apiBase, 'POST', '/auth/register', {
        body: { fullName: `Soak Buyer ${i + k}`, email, password: BUYER_PASSWORD },
      });
      const { data: address } = await call(apiBase, 'POST', '/user/addresses', {
        token: session.accessToken,
        body: {
          recipientName: 'Soak Buyer',
          phone: '9800000000',
          addressId: area._id,
          street: 'Soak street',
        },
      });
      // Each buyer signs in from an address of its own (documentation range 198.18.0.0/15).
      const ip = `198.18.${Math.floor((i + k) / 250)}.${1 + ((i + k) % 250)}`;
      return { email, ip, token: session.accessToken, addressId: address._id };
    });
    buyers.push(...(await Promise.all(batch)));
  }

  const departments = (await call(apiBase, 'GET', '/category/shop/tree')).map((node) => node.slug);
  const slugs = new Set();
  for (const sort of ['relevance', 'newest', 'price_asc', 'popular']) {
    const page = await call(apiBase, 'GET', `/product?limit=100&sort=${sort}`).catch(() => null);
    for (const product of page?.docs ?? []) slugs.add(product.slug);
  }
  const words = [...slugs].flatMap((slug) => slug.split('-').filter((w) => /^[a-z]{4,}$/.test(w)));
  return { stocked, buyers, departments, slugs: [...slugs], words: [...new Set(words)] };
}

/** How many orders the admin's list counts (the check that every acknowledged checkout is one order). */
export async function adminOrderTotal(apiBase, adminToken) {
  return (await call(apiBase, 'GET', '/admin/orders?limit=1', { token: adminToken })).pagination.total;
}
