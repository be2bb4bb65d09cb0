import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { listAllNotifications, registerUser } from './fixtures/api.ts';
import { dayInNepal, pickFirst } from './fixtures/forms.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { expectOnPageWithinPurgeBound } from './fixtures/page-cache.ts';
import { pageOf, restoreSession } from './fixtures/roles.ts';

// The Rent section end to end, on the real API: an owner lists a rental through the form, someone
// finds it by search and inquires, the owner answers in the inquiry's thread (it becomes Replied),
// the sender's notification opens their inquiries with the answer, and the owner marks it rented.

test('list a rental, inquire, answer in the thread and mark it rented', { tag: '@mobile' }, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await registerUser({ fullName: `Owner ${randomUUID().slice(0, 4)}` });
  const renter = await registerUser({ fullName: `Renter ${randomUUID().slice(0, 4)}`, phone: true });
  const word = `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}flat`;
  const title = `Sunny ${word} near the ring road`;

  // The owner lists the flat through the form: validation names the fields first.
  const o = await pageOf(browser, owner);
  await openSignedIn(o, '/user/rent/create');
  await expect(o.getByRole('heading', { name: 'List a rental' })).toBeVisible();
  await o.getByRole('button', { name: 'Publish' }).click();
  await expect(o.getByText('Choose what you are renting out')).toBeVisible();
  await expect(o.getByText('Title must be at least 10 characters')).toBeVisible();
  await expect(o.getByText('Price is required')).toBeVisible();

  await pickFirst(o, 'What is it?');
  await o.getByLabel('Title').fill(title);
  await o
    .getByLabel('Description')
    .fill('Two rooms, a kitchen and a bathroom on the second floor, water all day.');
  await pickFirst(o, 'State');
  await pickFirst(o, 'District');
  await o.getByLabel('Price (Rs.)').fill('15000');
  await o.getByLabel('Available from').fill(dayInNepal());
  await o.getByRole('button', { name: 'Publish' }).click();
  await expect(o).toHaveURL(/\/user\/rent\/posted\?type=Active/);
  await expect(o.getByTestId('posted-rent').filter({ hasText: title })).toBeVisible();
  await expect(o.getByTestId('count-Active')).toHaveText('1');

  // Someone finds it by its words and inquires.
  const r = await pageOf(browser, renter);
  await openSignedIn(r, `/rent/search/${word}`);
  await r.getByTestId('rent-card').filter({ hasText: title }).click();
  await expect(r).toHaveURL(/\/rent\/[0-9a-f-]{36}$/);
  const listingUrl = new URL(r.url()).pathname;
  await expect(r.getByTestId('rent-detail-price')).toHaveText('Rs. 15,000 per month');
  await r.getByTestId('inquire').click();
  const dialog = r.getByRole('dialog', { name: 'Inquire about this listing' });
  // The mobile number on the renter's account is filled in.
  await expect(dialog.getByLabel('Your phone')).toHaveValue(String(renter.phone));
  await dialog.getByLabel('Your phone').fill('12345');
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(dialog.getByText('Phone must be a mobile number like 98XXXXXXXX')).toBeVisible();
  await dialog.getByLabel('Your phone').fill('9812345678');
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(r.getByTestId('my-inquiry-status')).toHaveText('New');

  // The owner answers in the inquiry's thread; the inquiry is Replied.
  await openSignedIn(o, '/user/rent/inquiries');
  const received = o.getByTestId('rent-inquiry').filter({ hasText: title });
  await expect(received).toContainText('9812345678');
  await expect(received.getByTestId('inquiry-status')).toHaveText('New');
  await received.getByRole('button', { name: 'Reply' }).click();
  const composer = received.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, come on Saturday at ten.');
  await composer.press('Enter');
  await expect(received.getByTestId('thread-message').filter({ hasText: 'Saturday at ten' })).toBeVisible();
  await openSignedIn(o, '/user/rent/inquiries?box=received');
  await expect(
    o.getByTestId('rent-inquiry').filter({ hasText: title }).getByTestId('inquiry-status'),
  ).toHaveText('Replied');

  // The sender is told; the notification opens their inquiries, with the answer in the thread.
  const notes = await listAllNotifications(renter.accessToken);
  expect(notes.find((n) => n.title === 'Your inquiry was answered')?.metaData.route).toBe(
    '/user/rent/inquiries?box=sent',
  );
  const ownerNotes = await listAllNotifications(owner.accessToken);
  expect(ownerNotes.find((n) => n.title === 'New inquiry on your listing')?.metaData.route).toBe(
    '/user/rent/inquiries?box=received',
  );
  await openSignedIn(r, '/');
  await r.getByRole('banner').getByTestId('notification-bell').click();
  await r
    .getByTestId('notification-panel')
    .getByTestId('notification-item')
    .filter({ hasText: 'Your inquiry was answered' })
    .first()
    .click();
  await expect(r).toHaveURL(/\/user\/rent\/inquiries\?box=sent/);
  const sent = r.getByTestId('rent-inquiry').filter({ hasText: title });
  await expect(sent.getByTestId('inquiry-status')).toHaveText('Replied');
  await sent.getByRole('button', { name: 'Messages' }).click();
  await expect(sent.getByTestId('thread-message').filter({ hasText: 'Saturday at ten' })).toBeVisible();

  // The owner marks it rented: the list follows it to Rented, and its page says so.
  await openSignedIn(o, '/user/rent/posted?type=Active');
  await o
    .getByTestId('posted-rent')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Rented' })
    .click();
  await expect(o).toHaveURL(/\/user\/rent\/posted\?type=Rented/);
  await expect(o.getByTestId('posted-rent').filter({ hasText: title })).toHaveAttribute(
    'data-status',
    'Rented',
  );
  // The listing's page is cached: it says so once its purge has arrived.
  await expectOnPageWithinPurgeBound(r, listingUrl, async (page) => {
    await expect(page.getByTestId('rent-status')).toHaveText('Rented', { timeout: 2_000 });
  });

  await o.context().close();
  await r.context().close();
});

test('the rent listing keeps its filters in the URL and the header search lands on rent search', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  await page.goto('/rent?type=flat&period=month&sort=price');
  await expect(page.getByRole('heading', { name: 'Rent', exact: true })).toBeVisible();
  const chips = page.getByLabel('Active filters');
  await expect(chips.getByText('Flat', { exact: true })).toBeVisible();
  if (!isMobile) {
    // The type filter is a list of buttons; the one applied is pressed.
    const types = page.getByRole('list', { name: 'Rental types' });
    await expect(types.getByRole('button', { name: 'Flat' })).toHaveAttribute('aria-pressed', 'true');
    await expect(types.getByRole('button', { name: 'Room' })).toHaveAttribute('aria-pressed', 'false');
    // Each type says how many listings it has (the demo data lists flats).
    await expect(types.getByRole('button', { name: 'Flat' })).toHaveText(/^Flat\s*[1-9]\d*$/);
    // "Every type" holds them all: its count is the types' counts added up.
    const countOf = (text: string) => Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
    const typeTexts = (await types.getByRole('button').allTextContents()).slice(1);
    const sum = typeTexts.reduce((total, text) => total + (countOf(text) || 0), 0);
    await expect(types.getByRole('button', { name: 'Every type' })).toHaveText(`Every type${sum}`);
  }
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  for (const card of await page.getByTestId('rent-price').all())
    await expect(card).toContainText('per month');
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/rent\?sort=price$/);

  if (isMobile) {
    const bar = page.getByRole('navigation', { name: /tab/i });
    await expect(bar.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/user/rent/create');
    await expect(bar.getByRole('link', { name: 'My rentals' })).toHaveAttribute('href', '/user/rent/posted');
  } else {
    const search = page.getByRole('search').first();
    await expect(search.getByRole('combobox', { name: 'Search category' })).toHaveValue('rent');
    await search.getByRole('combobox', { name: 'Search text' }).fill('flat');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/rent\/search\/flat$/);
    await expect(page.getByRole('heading', { name: 'Rentals for “flat”' })).toBeVisible();
    await expect(page.getByTestId('rent-card').first()).toBeVisible();
  }
});

test('on a phone the chosen state tab is scrolled into sight', { tag: '@mobile-only' }, async ({ page }) => {
  // The demo user has listings in every state; Inactive is the last tab, past the phone's width.
  await restoreSession(page, 'user');
  await page.goto('/user/rent/posted?type=Inactive');
  const tab = page.getByRole('tab', { name: /Inactive/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeInViewport({ ratio: 1 });
});

test('on a phone a listing is a row, its photo beside its details', { tag: '@mobile-only' }, async ({
  page,
}) => {
  await page.goto('/rent');
  const card = page.getByTestId('rent-card').first();
  const boxOf = async (testId: string) => {
    const box = await card.getByTestId(testId).boundingBox();
    if (!box) throw new Error(`${testId} is not laid out`);
    return box;
  };
  const photo = await boxOf('rent-photo');
  const title = await boxOf('rent-title');
  // Beside, not above: the title starts right of the photo and level with it.
  expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width);
  expect(title.y).toBeLessThan(photo.y + photo.height);
});
