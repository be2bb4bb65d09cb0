import { formatPrice } from '@bazaar/shared/money';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { api } from './fixtures/api.ts';
import { readCatalogue } from './fixtures/catalogue.ts';

// The schema.org structured data (JSON-LD) of the public pages, read from the HTML a search engine
// gets: no browser, only `request` (docs/decisions/030-structured-data.md). Each block has the
// fields search engines require for its type, and every value it states is on the page: the test
// finds it in the page's visible text (the HTML without its scripts, styles and tags).

type Ld = Record<string, unknown> & { '@type': string };

/** The page's HTML, its JSON-LD blocks by type, and its visible text (entities decoded, spaces folded). */
async function readPage(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), `${path} answers`).toBe(200);
  const html = await res.text();
  const blocks: Ld[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
    const parsed = JSON.parse(m[1]!) as Ld | Ld[];
    blocks.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  }
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
  const ofType = (type: string): Ld => {
    const found = blocks.filter((b) => b['@type'] === type);
    expect(found, `${path} has one ${type} block`).toHaveLength(1);
    expect(found[0]!['@context']).toBe('https://schema.org');
    return found[0]!;
  };
  // Tags became spaces, so "(<!-- -->1<!-- --> ratings)" reads "( 1 ratings )": compared without spaces.
  const packed = text.replace(/\s+/g, '');
  /** The value is on the page as a reader sees it. */
  const shows = (value: string | number, what: string) =>
    expect(packed, `${path} shows the ${what} "${value}"`).toContain(String(value).replace(/\s+/g, ''));
  return { html, blocks, ofType, shows, text };
}

/** "Rs. 1,234" as the site writes a rupee amount. */
function rupeesText(rupees: number): string {
  return formatPrice(Math.round(rupees * 100));
}

type Crumb = { '@type': string; position: number; name: string; item?: string };

/** A BreadcrumbList: numbered from 1, every step but the page itself a link of this site, every name shown. */
function expectBreadcrumbs(page: Awaited<ReturnType<typeof readPage>>, names: string[]) {
  const list = page.ofType('BreadcrumbList');
  const items = list.itemListElement as Crumb[];
  expect(items.map((i) => i.name)).toEqual(names);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    page.shows(item.name, 'breadcrumb step');
    if (i < items.length - 1) expect(item.item).toMatch(/^https?:\/\/[^/]+\//);
  });
}

test.describe('structured data on the rendered pages', () => {
  // A page's first render on a loaded machine takes seconds; the API reads beside it are quick.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });

  test('a product page: Product with its Offer in rupees, rating, reviews and breadcrumbs', async ({
    request,
  }) => {
    const c = await readCatalogue();
    const product = await api<{
      _id: string;
      name: string;
      price: number;
      stock: number;
      sku: string | null;
      brand: string | null;
      rating: number;
      ratingCount: number;
      variants: unknown[];
      vendor: { storeName: string };
      category: { name: string };
    }>(`/product/slug/${c.product}`);
    const page = await readPage(request, `/shop/product/${c.product}`);
    const ld = page.ofType('Product');
    // Google's required fields for a product snippet: name and one of offers, review, aggregateRating.
    expect(ld.name).toBe(product.name);
    page.shows(product.name, 'name');
    expect((ld.image as string[]).length).toBeGreaterThan(0);
    for (const image of ld.image as string[]) expect(page.html).toContain(`src="${image}"`);
    expect(typeof ld.description).toBe('string');
    page.shows(ld.description as string, 'description');
    if (product.brand) {
      expect(ld.brand).toEqual({ '@type': 'Brand', name: product.brand });
      page.shows(product.brand, 'brand');
    }
    if (ld.sku) page.shows(`SKU ${ld.sku as string}`, 'SKU');
    if (product.variants.length === 0) expect(ld.sku ?? null).toBe(product.sku);

    const offer = ld.offers as Record<string, unknown> & { seller: { name: string } };
    expect(offer['@type']).toBe('Offer');
    expect(offer.priceCurrency).toBe('NPR');
    expect(typeof offer.price).toBe('number');
    // Paisa in the API, rupees in the data: the page's price, as the page writes it.
    if (product.variants.length === 0) expect(offer.price).toBe(product.price / 100);
    page.shows(rupeesText(offer.price as number), 'price');
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    // "In stock", or "Only N left" when few are; "Out of stock".
    if (offer.availability === 'https://schema.org/InStock')
      expect(page.text).toMatch(/In stock|Only \d+ left/);
    else page.shows('Out of stock', 'stock');
    expect(offer.seller.name).toBe(product.vendor.storeName);
    page.shows(product.vendor.storeName, 'seller');

    // The catalogue picks a product with ratings.
    const rating = ld.aggregateRating as Record<string, unknown>;
    expect(rating['@type']).toBe('AggregateRating');
    expect(rating.ratingValue).toBe(product.rating.toFixed(1));
    expect(rating.ratingCount).toBe(product.ratingCount);
    page.shows(product.rating.toFixed(1), 'rating');
    page.shows(`(${product.ratingCount.toLocaleString('en-IN')} ratings)`, 'number of ratings');

    // The reviews are the first ones the reviews section lists.
    const reviews = ld.review as {
      author: { name: string };
      reviewBody?: string;
      reviewRating: { ratingValue: number };
    }[];
    const listed = await api<{ docs: { author: string; comment: string; rating: number }[] }>(
      `/product/${product._id}/reviews?limit=3&sort=newest`,
    );
    expect(reviews.map((r) => [r.author.name, r.reviewBody ?? '', r.reviewRating.ratingValue])).toEqual(
      listed.docs.map((r) => [r.author, r.comment, r.rating]),
    );

    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect([names[0], names.at(-1)]).toEqual(['Shop', product.name]);
    expect(names).toContain(product.category.name);
    expectBreadcrumbs(page, names);
  });

  test("a product's reviews in the data are on the page once its reviews section is reached", async ({
    page,
  }) => {
    const c = await readCatalogue();
    await page.goto(`/shop/product/${c.product}`);
    const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = raw.map((t) => JSON.parse(t) as Ld).find((b) => b['@type'] === 'Product')!;
    const reviews = product.review as { reviewBody?: string; author: { name: string } }[];
    expect(reviews.length).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Ratings & reviews' }).scrollIntoViewIfNeeded();
    for (const review of reviews) {
      const card = page.getByTestId('review-card').filter({ hasText: review.author.name });
      await expect(card.first()).toBeVisible();
      if (review.reviewBody) await expect(card.first()).toContainText(review.reviewBody);
    }
  });

  test('a store page: Store with its address and rating, and breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const store = await api<{
      storeName: string;
      location: string | null;
      rating: { average: number; count: number };
    }>(`/store/${c.store}`);
    const page = await readPage(request, `/shop/store/${c.store}`);
    const ld = page.ofType('Store');
    expect(ld.name).toBe(store.storeName);
    page.shows(store.storeName, 'name');
    expect(ld.url).toMatch(new RegExp(`/shop/store/${c.store}$`));
    if (store.location) {
      expect(ld.address).toEqual({
        '@type': 'PostalAddress',
        addressLocality: store.location,
        addressCountry: 'NP',
      });
      page.shows(store.location, 'address');
    }
    if (store.rating.count > 0) {
      const rating = ld.aggregateRating as Record<string, unknown>;
      expect(rating.ratingValue).toBe(store.rating.average.toFixed(1));
      expect(rating.reviewCount).toBe(store.rating.count);
      page.shows(store.rating.average.toFixed(1), 'rating');
    }
    expectBreadcrumbs(page, ['Shop', store.storeName]);
  });

  test("a person's profile: ProfilePage about a Person, their name only", async ({ request }) => {
    const c = await readCatalogue();
    const { data: person } = await api<{ data: { fullName: string } }>(`/profile/${c.tasker}`);
    const page = await readPage(request, `/profile/${c.tasker}`);
    const ld = page.ofType('ProfilePage');
    expect(ld.url).toMatch(new RegExp(`/profile/${c.tasker}$`));
    expect(ld.mainEntity).toEqual({ '@type': 'Person', name: person.fullName, url: ld.url });
    page.shows(person.fullName, 'name');
  });

  test('a shop category page: breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const page = await readPage(request, `/shop/category/${c.category}`);
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names.slice(0, 2)).toEqual(['Shop', 'Categories']);
    expectBreadcrumbs(page, names);
  });

  test('a task page: Demand with its budget in rupees, and breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const { data: task } = await api<{
      data: {
        title: string;
        budget: number;
        isRemote: boolean;
        place: { label: string } | null;
        category: { name: string };
      };
    }>(`/task/${c.task}`);
    const page = await readPage(request, `/task/${c.task}`);
    const ld = page.ofType('Demand');
    expect(ld.name).toBe(task.title);
    page.shows(task.title, 'name');
    page.shows(ld.description as string, 'description');
    const price = ld.priceSpecification as { price: number; priceCurrency: string };
    expect(price).toEqual({ '@type': 'PriceSpecification', price: task.budget / 100, priceCurrency: 'NPR' });
    page.shows(rupeesText(price.price), 'budget');
    page.shows(ld.areaServed as string, 'place');
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names[0]).toBe('Tasks');
    expectBreadcrumbs(page, names);
  });

  test('a task category page: breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const page = await readPage(request, `/task/category/${c.taskCategory}`);
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names.slice(0, 2)).toEqual(['Tasks', 'Categories']);
    expectBreadcrumbs(page, names);
  });

  test('a rental page: an Offer per period in rupees, and breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const { data: listing } = await api<{
      data: { title: string; price: number; period: string; owner: { fullName: string } };
    }>(`/rent/${c.rental}`);
    const page = await readPage(request, `/rent/${c.rental}`);
    const ld = page.ofType('Offer');
    expect(ld.name).toBe(listing.title);
    page.shows(listing.title, 'name');
    expect(ld.price).toBe(listing.price / 100);
    expect(ld.priceCurrency).toBe('NPR');
    page.shows(rupeesText(ld.price as number), 'price');
    const unit = { day: 'DAY', week: 'WEE', month: 'MON' }[listing.period];
    expect(ld.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      unitCode: unit,
      priceCurrency: 'NPR',
    });
    page.shows(`per ${listing.period}`, 'period');
    expect(ld.itemOffered).toMatchObject({ name: listing.title });
    expect((ld.offeredBy as { name: string }).name).toBe(listing.owner.fullName);
    page.shows(listing.owner.fullName, 'owner');
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names[0]).toBe('Rent');
    expectBreadcrumbs(page, names);
  });

  test('a job page: JobPosting and breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const page = await readPage(request, `/job/${c.job}`);
    const ld = page.ofType('JobPosting');
    for (const field of ['title', 'description', 'datePosted', 'hiringOrganization'])
      expect(ld[field]).toBeTruthy();
    page.shows(ld.title as string, 'title');
    page.shows((ld.hiringOrganization as { name: string }).name, 'employer');
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names[0]).toBe('Jobs');
    expectBreadcrumbs(page, names);
  });

  test('a job category page: breadcrumbs', async ({ request }) => {
    const c = await readCatalogue();
    const page = await readPage(request, `/job/category/${c.jobCategory}`);
    const names = (page.ofType('BreadcrumbList').itemListElement as Crumb[]).map((i) => i.name);
    expect(names[0]).toBe('Jobs');
    expectBreadcrumbs(page, names);
  });

  test('the home page: WebSite with a SearchAction whose address finds things', async ({ request }) => {
    const page = await readPage(request, '/');
    const ld = page.ofType('WebSite');
    page.shows(ld.name as string, 'site name');
    const action = ld.potentialAction as {
      '@type': string;
      target: { urlTemplate: string };
      'query-input': string;
    };
    expect(action['@type']).toBe('SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toContain('{search_term_string}');
    // The template, filled in, leads to the results for the words.
    const url = new URL(action.target.urlTemplate.replace('{search_term_string}', 'tea'));
    const results = await readPage(request, `${url.pathname}${url.search}`);
    expect(results.text.toLowerCase()).toContain('tea');
    expect(results.html).toContain('data-testid="product-card"');
  });
});
