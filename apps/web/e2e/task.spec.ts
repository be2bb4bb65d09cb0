import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { api, listAllNotifications, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { openSignedIn, whenHydrated } from './fixtures/hydration.ts';
import { expectOnPageWithinPurgeBound } from './fixtures/page-cache.ts';
import { pageOf } from './fixtures/roles.ts';

// The Task section end to end, on the real API: a poster posts a task through the form, a tasker
// offers, the poster accepts, they message, the tasker marks it done, the poster confirms, both review;
// each notification opens the list it should.

type Category = { _id: string; name: string; slug: string };

/** A task category of its own, made in the back office, so the test never depends on demo data. */
async function createTaskCategory(): Promise<Category> {
  const admin = await loginDemoViaApi('admin');
  const name = `E2E Errands ${randomUUID().slice(0, 6)}`;
  const res = await api<{ data: Category }>('/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    body: { section: 'task', name, isActive: true },
  });
  return res.data;
}

/** Confirms the modal that asks before an action (found by its title, not as whatever dialog is open). */
async function confirmInDialog(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function writeReview(page: Page, comment: string) {
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  // Mantine's star inputs are visually hidden: click the star (the input's label).
  const fiveStars = await form.getByRole('radio', { name: '5 stars' }).getAttribute('id');
  await form.locator(`label[for="${fiveStars}"]`).click();
  await form.getByLabel('Comment').fill(comment);
  await form.getByRole('button', { name: 'Post review' }).click();
  // The comment is in the form's own field from the moment it is typed: wait for the posted review,
  // which replaces the form once the API has stored it (and the notification with it).
  await expect(form).toBeHidden();
  await expect(page.getByTestId('task-review').filter({ hasText: comment })).toBeVisible();
}

test('the preview names the place chosen on the form; the posted task shows its street to the poster', async ({
  browser,
}) => {
  const category = await createTaskCategory();
  const poster = await registerUser();
  const p = await pageOf(browser, poster);
  await openSignedIn(p, '/user/task/create');
  await p.getByLabel('Title').fill(`Fix the garden gate ${randomUUID().slice(0, 6)}`);
  await p.getByRole('combobox', { name: 'Category', exact: true }).click();
  await p.getByRole('option', { name: category.name }).click();
  await p.getByLabel('Description').fill('The gate hinge is broken and the gate drags on the ground.');
  const chosen: string[] = [];
  for (const level of ['State', 'District']) {
    await p.getByRole('combobox', { name: level, exact: true }).click();
    const option = p.getByRole('listbox').getByRole('option').first();
    chosen.unshift((await option.textContent())?.trim() ?? '');
    await option.click();
  }
  await expect(p.getByRole('combobox', { name: 'Municipality', exact: true })).toHaveAttribute(
    'placeholder',
    /Choose a municipality|None listed/,
  );
  await p.getByLabel('Street (optional)').fill('Behind the temple');
  await p.getByLabel('Budget (Rs.)').fill('800');
  await p.getByRole('button', { name: 'Preview' }).click();
  // "Where": the street, then the place deepest first, as the task page will show it.
  await expect(p.getByTestId('task-preview')).toContainText(`Behind the temple, ${chosen.join(', ')}`);
  // Posted, the street shows to the poster only, who is told who else will see it.
  await p.getByRole('button', { name: 'Post task' }).click();
  await expect(p).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  const actions = p.getByTestId('task-actions');
  await expect(actions).toContainText('Street: Behind the temple');
  await expect(actions).toContainText('Only you and the tasker you choose see it.');
  await p.context().close();
});

test('a signed-in reader sees a change the cached task page does not carry yet', async ({ browser }) => {
  const category = await createTaskCategory();
  const poster = await registerUser();
  const asker = await registerUser();
  const { data: task } = await api<{ data: { _id: string } }>('/task', {
    method: 'POST',
    token: poster.accessToken,
    body: {
      title: `Water the plants ${randomUUID().slice(0, 6)}`,
      categoryId: category._id,
      description: 'Water the balcony plants twice while I am away for the week.',
      isRemote: true,
      budget: 60_000,
    },
  });
  const taskUrl = `/task/${task._id}`;
  const p = await pageOf(browser, poster);
  await openSignedIn(p, taskUrl);
  // A question comes in and the poster opens the page at once: the web server learns of the change
  // within about a second, so the page it serves may still be the one cached before the question.
  const question = `Do the plants need fertilizer ${randomUUID().slice(0, 6)}?`;
  await api(`/task/${task._id}/questions`, {
    method: 'POST',
    token: asker.accessToken,
    body: { text: question },
  });
  await p.goto(taskUrl);
  await expect(p.getByTestId('task-question').filter({ hasText: question })).toBeVisible();
  await expect(p.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
  await p.context().close();
});

test('post, offer, accept, message, done, confirm and review a task', { tag: '@mobile' }, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const category = await createTaskCategory();
  const poster = await registerUser({ fullName: `Poster ${randomUUID().slice(0, 4)}` });
  const tasker = await registerUser({ fullName: `Tasker ${randomUUID().slice(0, 4)}` });
  const title = `Carry a sofa upstairs ${randomUUID().slice(0, 6)}`;

  // The poster posts the task through the form: validation names the fields, then a preview.
  const p = await pageOf(browser, poster);
  await openSignedIn(p, '/user/task/create');
  await expect(p.getByRole('heading', { name: 'Post a task' })).toBeVisible();
  await p.getByRole('button', { name: 'Preview' }).click();
  await expect(p.getByText('Title must be at least 10 characters')).toBeVisible();
  await expect(p.getByText('Choose a category')).toBeVisible();
  await expect(p.getByText('Budget is required')).toBeVisible();

  await p.getByLabel('Title').fill(title);
  await p.getByRole('combobox', { name: 'Category', exact: true }).click();
  await p.getByRole('option', { name: category.name }).click();
  await p
    .getByLabel('Description')
    .fill('A three-seater sofa from the ground floor to the second floor. No lift.');
  await p.getByRole('switch', { name: 'Can be done remotely (online or by phone)' }).click();
  await p.getByLabel('Budget (Rs.)').fill('1500');
  await p.getByRole('button', { name: 'Preview' }).click();
  const preview = p.getByTestId('task-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('Rs. 1,500');
  await p.getByRole('button', { name: 'Post task' }).click();
  await expect(p).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  const taskUrl = new URL(p.url()).pathname;
  await expect(p.getByTestId('task-title')).toHaveText(title);
  await expect(p.getByTestId('task-status')).toHaveText('Open');

  // The task is listed under its category, Open.
  await openSignedIn(p, `/task/category/${category.slug}`);
  await expect(p.getByTestId('task-card').filter({ hasText: title })).toBeVisible();

  // The tasker finds it, asks a question and makes an offer with the charge and what they receive.
  const t = await pageOf(browser, tasker);
  await openSignedIn(t, taskUrl);
  await t.getByLabel('Ask the poster a question').fill('Is there parking near the door?');
  await t.getByRole('button', { name: 'Ask question' }).click();
  await expect(t.getByTestId('task-question').filter({ hasText: 'parking' })).toBeVisible();
  await t.getByRole('button', { name: 'Make an offer' }).click();
  const offerDialog = t.getByRole('dialog', { name: 'Make an offer' });
  await offerDialog.getByLabel('Your price (Rs.)').fill('1200');
  await offerDialog.getByLabel('Message to the poster').fill('Two of us with straps, this Saturday morning.');
  await expect(offerDialog.getByTestId('offer-receives')).toContainText('Rs.');
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(t.getByTestId('my-offer-status')).toHaveText('Pending');

  // The poster answers, sees the offer with the tasker's record and accepts it.
  await openSignedIn(p, taskUrl);
  await p.getByRole('textbox', { name: 'Your answer' }).fill('Yes, right outside.');
  await p.getByRole('button', { name: 'Answer' }).click();
  await expect(p.getByTestId('task-answer')).toContainText('right outside');
  const offer = p.getByTestId('offer-item').filter({ hasText: tasker.fullName });
  await expect(offer).toContainText('Rs. 1,200');
  await expect(offer).toContainText('0 completed');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await confirmInDialog(p, 'Accept this offer?', 'Accept offer');
  await expect(p.getByTestId('task-status')).toHaveText('Assigned');

  // They message each other on the task page.
  const composer = p.getByTestId('task-thread').getByRole('textbox', { name: 'Message' });
  await composer.fill('Thanks! The gate code is 4321.');
  await composer.press('Enter');
  await expect(p.getByTestId('thread-message').filter({ hasText: 'gate code' })).toBeVisible();

  await openSignedIn(t, taskUrl);
  await expect(t.getByTestId('task-status')).toHaveText('Assigned');
  await expect(t.getByTestId('thread-message').filter({ hasText: 'gate code' })).toBeVisible();
  const reply = t.getByTestId('task-thread').getByRole('textbox', { name: 'Message' });
  await reply.fill('See you Saturday at 9.');
  await reply.press('Enter');
  await expect(t.getByTestId('thread-message').filter({ hasText: 'Saturday at 9' })).toBeVisible();

  // The tasker marks it done; the poster confirms.
  await t.getByRole('button', { name: 'Mark as done' }).click();
  await confirmInDialog(t, 'Mark the task as done?', 'Mark as done');
  await expect(t.getByTestId('marked-done')).toBeVisible();

  // The task page is cached: the poster sees "marked done" within the purge bound.
  await expectOnPageWithinPurgeBound(p, taskUrl, async (page) => {
    await expect(page.getByTestId('marked-done')).toBeVisible({ timeout: 2_000 });
  });
  await p.getByRole('button', { name: 'Confirm completed' }).click();
  await confirmInDialog(p, 'Confirm the task is complete?', 'Confirm completed');
  await expect(p.getByTestId('task-status')).toHaveText('Completed');

  // Both review each other.
  await writeReview(p, 'Careful and on time, the sofa arrived without a scratch.');
  await openSignedIn(t, taskUrl);
  await writeReview(t, 'Clear instructions and quick to answer.');

  // The notifications lead to the right lists.
  const posterNotes = await listAllNotifications(poster.accessToken);
  const taskerNotes = await listAllNotifications(tasker.accessToken);
  const routeOf = (notes: typeof posterNotes, title: string) =>
    notes.find((n) => n.title === title)?.metaData.route;
  expect(routeOf(posterNotes, 'New offer on your task')).toBe('/user/task/posted?type=Open');
  expect(posterNotes.some((n) => n.metaData.route === '/user/task/reviews-for-me')).toBe(true);
  expect(taskerNotes.some((n) => n.metaData.route === '/user/task/assigned')).toBe(true);
  expect(taskerNotes.some((n) => n.metaData.route === '/user/task/reviews-for-me')).toBe(true);

  // Opened from the bell, the tasker's "offer accepted" lands on the tasks they are doing.
  await openSignedIn(t, '/');
  await t.getByRole('banner').getByTestId('notification-bell').click();
  const accepted = t
    .getByTestId('notification-panel')
    .getByTestId('notification-item')
    .filter({ hasText: 'Your offer was accepted' })
    .first();
  await accepted.click();
  await expect(t).toHaveURL(/\/user\/task\/assigned/);
  await t.getByRole('tab', { name: /Completed/ }).click();
  await expect(t.getByTestId('assigned-task').filter({ hasText: title })).toBeVisible();

  // The poster's lists: the task under Completed with its count; the review about them.
  await openSignedIn(p, '/user/task/posted?type=Completed');
  await expect(p.getByTestId('posted-task').filter({ hasText: title })).toBeVisible();
  await expect(p.getByTestId('count-Completed')).toHaveText('1');
  await openSignedIn(p, '/user/task/reviews-for-me');
  await expect(p.getByTestId('task-review').filter({ hasText: 'Clear instructions' })).toBeVisible();

  await p.context().close();
  await t.context().close();
});

test('the task listing keeps its filters in the URL and the header search lands on task search', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  await page.goto('/task?remote=1&sort=-budget');
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
  const chips = page.getByLabel('Active filters');
  await expect(chips.getByText('Remote', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-budget');
  await whenHydrated(page);
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/task\?sort=-budget$/);

  if (isMobile) {
    // The phone's bottom bar carries Task's own tabs.
    const bar = page.getByRole('navigation', { name: /tab/i });
    await expect(bar.getByRole('link', { name: 'Post' })).toHaveAttribute('href', '/user/task/create');
    await expect(bar.getByRole('link', { name: 'My tasks' })).toBeVisible();
  } else {
    const search = page.getByRole('search').first();
    await expect(search.getByRole('combobox', { name: 'Search category' })).toHaveValue('task');
    await search.getByRole('combobox', { name: 'Search text' }).fill('sofa');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/task\/search\/sofa$/);
    await expect(page.getByRole('heading', { name: 'Tasks for “sofa”' })).toBeVisible();
  }
});
