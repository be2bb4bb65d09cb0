import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { anyMunicipality, api, type FreshUser, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { dayInNepal } from './fixtures/forms.ts';
import { openSignedIn, whenHydrated } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// A person's public profile end to end (decision 044): opened from a task offer and from a rental's
// owner, it shows the person's part in each section, and their reviews filter by section.

type Token = { accessToken: string };

async function firstTaskCategory(): Promise<string> {
  const { data } = await api<{ data: { _id: string }[] }>('/task/categories');
  if (!data[0]) throw new Error('The demo data has no task category');
  return data[0]._id;
}

async function postTask(poster: Token, categoryId: string, title: string): Promise<string> {
  const { data } = await api<{ data: { _id: string } }>('/task', {
    method: 'POST',
    token: poster.accessToken,
    body: {
      title,
      categoryId,
      description: 'Carry six boxes of books down two floors and load them into a van.',
      isRemote: true,
      budget: 150_000,
    },
  });
  return data._id;
}

async function offer(tasker: Token, taskId: string): Promise<string> {
  const { data } = await api<{ data: { _id: string } }>(`/task/${taskId}/offers`, {
    method: 'POST',
    token: tasker.accessToken,
    body: { amount: 140_000, message: 'I have a trolley and can come this evening.' },
  });
  return data._id;
}

/** A task `tasker` did for `poster`, done and confirmed, and the poster's review of them. */
async function completeAndReview(poster: FreshUser, tasker: Token, categoryId: string, comment: string) {
  const taskId = await postTask(poster, categoryId, `Move my books ${randomUUID().slice(0, 6)}`);
  const offerId = await offer(tasker, taskId);
  await api(`/task/offers/${offerId}/accept`, { method: 'PUT', token: poster.accessToken });
  await api(`/task/${taskId}/done`, { method: 'PUT', token: tasker.accessToken });
  await api(`/task/${taskId}/confirm`, { method: 'PUT', token: poster.accessToken });
  await api(`/task/${taskId}/reviews`, {
    method: 'POST',
    token: poster.accessToken,
    body: { rating: 5, comment },
  });
}

test('open a tasker from their offer: their parts in every section, and reviews filtered by section', {
  tag: '@mobile',
}, async ({ browser }) => {
  test.setTimeout(120_000);
  // The demo vendor owns a store with reviews, and becomes a tasker here: two sections of reviews.
  const vendor = await loginDemoViaApi('vendor');
  const poster = await registerUser({ fullName: `Poster ${randomUUID().slice(0, 4)}` });
  const categoryId = await firstTaskCategory();
  const comment = `Careful with every box ${randomUUID().slice(0, 6)}`;
  await completeAndReview(poster, vendor, categoryId, comment);
  const before = await api<{ data: { reviewCounts: { section: string; count: number }[] } }>(
    `/profile/${vendor.user._id}`,
  );
  expect(
    before.data.reviewCounts.map((c) => c.section),
    'the demo store has reviews',
  ).toEqual(['shop', 'task']);

  // A second task of the poster gets the vendor's offer; the poster opens the tasker from it.
  const taskId = await postTask(poster, categoryId, `Carry a sofa ${randomUUID().slice(0, 6)}`);
  await offer(vendor, taskId);
  const p = await pageOf(browser, poster);
  await openSignedIn(p, `/task/${taskId}`);
  await p.getByTestId('offer-tasker').filter({ hasText: vendor.user.fullName }).click();
  await expect(p).toHaveURL(new RegExp(`/profile/${vendor.user._id}$`));
  await expect(p.getByTestId('profile-name')).toHaveText(vendor.user.fullName);
  await expect(p.getByText(/^Member since /)).toBeVisible();

  const tasker = p.getByTestId('profile-task-tasker');
  await expect(tasker.getByRole('heading', { name: 'As a tasker' })).toBeVisible();
  await expect(tasker.getByTestId('fact-completed')).toContainText(/Completed tasks\s*[1-9]/);
  const store = p.getByTestId('profile-shop-store');
  await expect(store.getByRole('heading', { name: 'As a store owner' })).toBeVisible();
  await expect(store.getByRole('link', { name: /^Visit / })).toHaveAttribute('href', /^\/shop\/store\//);
  // Nothing private: the account's email is nowhere on the page.
  await expect(p.locator('body')).not.toContainText(String(vendor.user.email));

  // The reviews: all of them first, then only the task ones, then only the store's.
  const reviews = p.getByTestId('profile-reviews');
  await whenHydrated(p);
  await expect(reviews.getByTestId('profile-review').first()).toBeVisible();
  await reviews.getByText(/^Task reviews \(\d+\)$/).click();
  await expect(reviews.getByTestId('profile-review').filter({ hasText: comment })).toBeVisible();
  await expect(reviews.getByTestId('profile-review').filter({ hasText: '· Shop ·' })).toHaveCount(0);
  await reviews.getByText(/^Store reviews \(\d+\)$/).click();
  await expect(reviews.getByTestId('profile-review').filter({ hasText: comment })).toHaveCount(0);
  await expect(reviews.getByTestId('profile-review').first()).toContainText('· Shop · Store');
  await p.context().close();
});

test("open a rental's owner from the listing: their part as an owner", { tag: '@mobile' }, async ({
  page,
}) => {
  const owner = await registerUser({ fullName: `Landlord ${randomUUID().slice(0, 4)}` });
  const placeId = await anyMunicipality();
  const { data } = await api<{ data: { _id: string } }>('/rent', {
    method: 'POST',
    token: owner.accessToken,
    body: {
      type: 'room',
      title: `Quiet room ${randomUUID().slice(0, 6)} near the park`,
      description: 'One room with a window on the garden, shared kitchen, water all day.',
      placeId,
      street: 'Behind the temple',
      price: 800_000,
      period: 'month',
      deposit: 0,
      availableFrom: dayInNepal(),
      amenities: [],
      publish: true,
    },
  });
  await page.goto(`/rent/${data._id}`);
  await page.getByTestId('owner-card').click();
  await expect(page).toHaveURL(new RegExp(`/profile/${owner.user._id}$`));
  await expect(page.getByTestId('profile-name')).toHaveText(owner.fullName);
  const asOwner = page.getByTestId('profile-rent-owner');
  await expect(asOwner.getByRole('heading', { name: 'As a rental owner' })).toBeVisible();
  await expect(asOwner.getByTestId('fact-activeListings')).toContainText(/Active listings\s*1/);
  // No review yet: the page says so.
  await expect(page.getByTestId('profile-reviews')).toContainText('No reviews yet.');
  // The old tasker address leads to the same profile.
  await page.goto(`/task/tasker/${owner.user._id}`);
  await expect(page).toHaveURL(new RegExp(`/profile/${owner.user._id}$`));
});
