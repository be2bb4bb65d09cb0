import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { api, registerUser, signInThroughNextAuth } from './fixtures/api.ts';
import { dayInNepal, pickFirst } from './fixtures/forms.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { restoreSession } from './fixtures/roles.ts';

/** The form pages here need the session and hydration, not a quiet network. */
const openForm = (page: Page, path: string) => openSignedIn(page, path);

// A create form keeps what was typed on the device until it is posted: leaving the page, a reload or
// a closed modal loses nothing; "Start over" empties it; once posted, the next form starts empty.

const NOTICE = 'We kept what you typed';

test('a task being written survives leaving the page and a reload, until it is posted', {
  tag: '@mobile',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const poster = await registerUser();
  await signInThroughNextAuth(page, poster.email, poster.password);
  const title = `Hang three picture frames ${randomUUID().slice(0, 6)}`;
  const description = 'Three frames in the living room, drill and plugs needed; the wall is brick.';

  await openForm(page, '/user/task/create');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Budget (Rs.)').fill('1200');

  // Away to the task list and back: the form is as it was left, and says so.
  await openForm(page, '/task');
  await openForm(page, '/user/task/create');
  await expect(page.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByLabel('Budget (Rs.)')).toHaveValue('1200');

  // "Start over" empties it, for good (a reload finds nothing kept).
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
  await openForm(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);

  // Written again, reloaded half-way, then posted: the next new task starts empty.
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await openForm(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Can be done remotely (online or by phone)').check();
  await page.getByLabel('Budget (Rs.)').fill('1200');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Post task' }).click();
  await expect(page).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await openForm(page, '/user/task/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
});

test('a rental being listed survives leaving the page, and is forgotten once published', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await registerUser();
  await signInThroughNextAuth(page, owner.email, owner.password);
  const title = `Quiet room with a balcony ${randomUUID().slice(0, 6)}`;

  await openForm(page, '/user/rent/create');
  await pickFirst(page, 'What is it?');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (Rs.)').fill('9000');
  await openForm(page, '/rent');
  await openForm(page, '/user/rent/create');
  await expect(page.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price (Rs.)')).toHaveValue('9000');

  await page
    .getByLabel('Description')
    .fill('One room on the top floor with its own balcony and water all day.');
  await pickFirst(page, 'State');
  await pickFirst(page, 'District');
  await page.getByLabel('Available from').fill(dayInNepal());
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/user\/rent\/posted\?type=Active/);
  await expect(page.getByTestId('posted-rent').filter({ hasText: title })).toBeVisible();
  await openForm(page, '/user/rent/create');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);
});

test('a job being posted survives closing its modal and a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await restoreSession(page, 'vendor');
  const title = `Store keeper ${randomUUID().slice(0, 6)}`;

  await openForm(page, '/vendor/job/jobs');
  await page.getByTestId('post-job').click();
  let form = page.getByRole('dialog', { name: 'Post a job' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.getByTestId('post-job').click();
  form = page.getByRole('dialog', { name: 'Post a job' });
  await expect(form.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(form.getByLabel('Title')).toHaveValue(title);

  await openForm(page, '/vendor/job/jobs');
  await page.getByTestId('post-job').click();
  form = page.getByRole('dialog', { name: 'Post a job' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByRole('button', { name: 'Start over' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByTestId('kept-draft-notice')).toHaveCount(0);
});

test('a product being added survives closing its drawer and a reload, variants included', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await restoreSession(page, 'vendor');
  const name = `Kept brass lamp ${randomUUID().slice(0, 6)}`;
  const openDrawer = async () => {
    await page.getByRole('button', { name: 'Add product' }).click();
    const drawer = page.getByRole('dialog', { name: 'New product' });
    await expect(drawer).toBeVisible();
    return drawer;
  };

  await openForm(page, '/vendor/shop/products');
  let drawer = await openDrawer();
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await drawer.getByRole('textbox', { name: 'Description' }).fill('Hand-made brass lamp from Patan.');
  await drawer.getByRole('button', { name: 'Add variant' }).click();
  await drawer
    .getByTestId('variant-row')
    .first()
    .getByRole('textbox', { name: 'Variant 1 option 1 value' })
    .fill('Large');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  drawer = await openDrawer();
  await expect(drawer.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await expect(drawer.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  await openForm(page, '/vendor/shop/products');
  drawer = await openDrawer();
  await expect(drawer.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(drawer.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Hand-made brass lamp from Patan.',
  );
  const rows = drawer.getByTestId('variant-row');
  await expect(rows.first().getByRole('textbox', { name: 'Variant 1 option 1 value' })).toHaveValue('Large');
  // A variant added after the restore is a row of its own beside the kept one.
  await drawer.getByRole('button', { name: 'Add variant' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('textbox', { name: 'Variant 1 option 1 value' })).toHaveValue('Large');

  await drawer.getByRole('button', { name: 'Start over' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(rows).toHaveCount(0);
  await expect(drawer.getByTestId('kept-draft-notice')).toHaveCount(0);
});

// The create form is the same page as the edit form (`?edit=`): from an edited task, the user area's
// "Post a task" opened the new form holding the edited task's values, unannounced (and kept them as a
// draft). It starts empty, or from the kept draft under its notice.
test('"Post a task" from the edit form opens an empty form, or the kept draft under its notice', async ({
  page,
}) => {
  const poster = await registerUser();
  const categories = await api<{ data: { _id: string }[] }>('/task/categories');
  const edited = `Fix a dripping kitchen tap ${randomUUID().slice(0, 6)}`;
  const { data: task } = await api<{ data: { _id: string } }>('/task', {
    method: 'POST',
    token: poster.accessToken,
    body: {
      title: edited,
      categoryId: categories.data[0]!._id,
      description: 'The kitchen tap drips all night; the washer probably needs changing.',
      isRemote: true,
      budget: 50_000,
    },
  });
  await signInThroughNextAuth(page, poster.email, poster.password);
  const postTaskLink = page.getByRole('link', { name: 'Post a task', exact: true }).filter({ visible: true });

  await openForm(page, `/user/task/create?edit=${task._id}`);
  await expect(page.getByLabel('Title')).toHaveValue(edited);
  await postTaskLink.first().click();
  await expect(page).toHaveURL(/\/user\/task\/create$/);
  await expect(page.getByRole('heading', { name: 'Post a task' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('kept-draft-notice')).toHaveCount(0);

  // With a draft kept, the new form opened from the edit form says so.
  const typed = `Paint the garden gate ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title').fill(typed);
  await openForm(page, `/user/task/create?edit=${task._id}`);
  await expect(page.getByLabel('Title')).toHaveValue(edited);
  await postTaskLink.first().click();
  await expect(page).toHaveURL(/\/user\/task\/create$/);
  await expect(page.getByLabel('Title')).toHaveValue(typed);
  await expect(page.getByTestId('kept-draft-notice')).toContainText(NOTICE);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
});

// Choosing the State that is already chosen cleared it and disabled District.
test('choosing the chosen State again keeps the State and the District', async ({ page }) => {
  await restoreSession(page, 'user');
  await openForm(page, '/user/task/create');
  const state = page.getByRole('combobox', { name: 'State', exact: true });
  const district = page.getByRole('combobox', { name: 'District', exact: true });
  await pickFirst(page, 'State');
  const chosenState = await state.inputValue();
  await pickFirst(page, 'District');
  const chosenDistrict = await district.inputValue();
  expect(chosenState).not.toBe('');
  expect(chosenDistrict).not.toBe('');

  await state.click();
  await page.getByRole('listbox').getByRole('option', { name: chosenState, exact: true }).click();
  await expect(state).toHaveValue(chosenState);
  await expect(district).toBeEnabled();
  await expect(district).toHaveValue(chosenDistrict);
});
