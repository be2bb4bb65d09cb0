import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, registerUser, signInThroughNextAuth } from './fixtures/api.ts';
import { openSignedIn } from './fixtures/hydration.ts';

// A create form keeps what was typed on the device until it is posted: leaving the page, a reload or
// a closed modal loses nothing; "Start over" empties it; once posted, the next form starts empty.

const NOTICE = 'We kept what you typed';

/** Picks the first option of one of a form's selects. */
async function pickFirst(page: Page, name: string) {
  await page.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

function today(): string {
  return new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

test('a task being written survives leaving the page and a reload, until it is posted', {
  tag: '@mobile',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const poster = await registerUser();
  await signInThroughNextAuth(page, poster.email, poster.password);
  const title = `Hang three picture frames ${randomUUID().slice(0, 6)}`;
  const description = 'Three frames in the living room, drill and plugs needed; the wall is brick.';

  await openSignedIn(page, '/user/task/create');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Budget (Rs.)').fill('1200');

  // Away to the task list and back: the form is as it was left, and says so.
  await openSignedIn(page, '/task');
  await openSignedIn(page, '/user/task/create');
  await expect(page.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByLabel('Budget (Rs.)')).toHaveValue('1200');

  // "Start over" empties it, for good (a reload finds nothing kept).
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
  await openSignedIn(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);

  // Written again, reloaded half-way, then posted: the next new task starts empty.
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await openSignedIn(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Can be done remotely (online or by phone)').check();
  await page.getByLabel('Budget (Rs.)').fill('1200');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Post task' }).click();
  await expect(page).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await openSignedIn(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
});

test('a rental being listed survives leaving the page, and is forgotten once published', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await registerUser();
  await signInThroughNextAuth(page, owner.email, owner.password);
  const title = `Quiet room with a balcony ${randomUUID().slice(0, 6)}`;

  await openSignedIn(page, '/user/rent/create');
  await pickFirst(page, 'What is it?');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (Rs.)').fill('9000');
  await openSignedIn(page, '/rent');
  await openSignedIn(page, '/user/rent/create');
  await expect(page.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price (Rs.)')).toHaveValue('9000');

  await page
    .getByLabel('Description')
    .fill('One room on the top floor with its own balcony and water all day.');
  await pickFirst(page, 'State');
  await pickFirst(page, 'District');
  await page.getByLabel('Available from').fill(today());
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/user\/rent\/posted\?type=Active/);
  await expect(page.getByTestId('posted-rent').filter({ hasText: title })).toBeVisible();
  await openSignedIn(page, '/user/rent/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
});

test('a job being posted survives closing its modal and a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughNextAuth(page, DEMO_EMAILS.vendor, DEMO_PASSWORD);
  const title = `Store keeper ${randomUUID().slice(0, 6)}`;

  await openSignedIn(page, '/vendor/job/jobs');
  await page.getByTestId('post-job').click();
  let form = page.getByRole('dialog', { name: 'Post a job' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.getByTestId('post-job').click();
  form = page.getByRole('dialog', { name: 'Post a job' });
  await expect(form.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(form.getByLabel('Title')).toHaveValue(title);

  await openSignedIn(page, '/vendor/job/jobs');
  await page.getByTestId('post-job').click();
  form = page.getByRole('dialog', { name: 'Post a job' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByRole('button', { name: 'Start over' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByTestId('kept-draft-notice')).toHaveCount(0);
});
