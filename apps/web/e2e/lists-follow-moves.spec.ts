import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { api, listRental, postRemoteTask, registerUser } from './fixtures/api.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// A list of the user area follows what an action moves: the item is shown in the tab it went to,
// never left to vanish from the tab the action was taken on (docs/features.md "Lists follow what
// moves"). The data is made through the API; the lists and their actions are what is tested.

async function confirmInDialog(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('accepting an offer on the Open list follows the task to Assigned', async ({ browser }) => {
  const poster = await registerUser({ fullName: `Poster ${randomUUID().slice(0, 4)}` });
  const tasker = await registerUser({ fullName: `Tasker ${randomUUID().slice(0, 4)}` });
  const title = `Put up two shelves ${randomUUID().slice(0, 6)}`;
  const taskId = await postRemoteTask(poster, title);
  await api(`/task/${taskId}/offers`, {
    method: 'POST',
    token: tasker.accessToken,
    body: { amount: 80_000, message: 'I can come on Sunday morning with a drill.' },
  });

  const p = await pageOf(browser, poster);
  await openSignedIn(p, '/user/task/posted?type=Open');
  const row = p.getByTestId('posted-task').filter({ hasText: title });
  await row.getByRole('button', { name: 'Accept offer' }).click();
  await confirmInDialog(p, 'Accept this offer?', 'Accept offer');

  await expect(p.getByRole('alert').filter({ hasText: 'Offer accepted' })).toBeVisible();
  await expect(p).toHaveURL(/\/user\/task\/posted\?type=Assigned/);
  await expect(p.getByRole('tab', { name: /Assigned/, selected: true })).toBeVisible();
  await expect(p.getByTestId('posted-task').filter({ hasText: title })).toContainText(
    `Tasker: ${tasker.fullName}`,
  );
  await expect(p.getByText('No open tasks')).toHaveCount(0);
  await p.context().close();
});

test('a rental marked rented is followed to the Rented tab', async ({ browser }) => {
  const owner = await registerUser();
  const title = `Room near the park ${randomUUID().slice(0, 6)}`;
  await listRental(owner, title);

  const o = await pageOf(browser, owner);
  await openSignedIn(o, '/user/rent/posted?type=Active');
  await o
    .getByTestId('posted-rent')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Rented' })
    .click();
  await expect(o).toHaveURL(/\/user\/rent\/posted\?type=Rented/);
  await expect(o.getByRole('tab', { name: /Rented/, selected: true })).toBeVisible();
  await expect(o.getByTestId('posted-rent').filter({ hasText: title })).toHaveAttribute(
    'data-status',
    'Rented',
  );
  await o.context().close();
});

test("the owner's reply to an inquiry is toasted, and the counts, the badge and the filter follow at once", async ({
  browser,
}) => {
  const owner = await registerUser();
  const renter = await registerUser();
  const title = `Flat by the river ${randomUUID().slice(0, 6)}`;
  const listingId = await listRental(owner, title);
  await api(`/rent/${listingId}/inquiries`, {
    method: 'POST',
    token: renter.accessToken,
    body: { message: 'Is it still free from next month? I work nearby.', phone: '9812345678' },
  });

  const o = await pageOf(browser, owner);
  await openSignedIn(o, '/user/rent/inquiries?box=received&status=New');
  await expect(o.getByText('1 new, 0 replied, 0 closed.')).toBeVisible();
  const row = o.getByTestId('rent-inquiry').filter({ hasText: title });
  await expect(row.getByTestId('inquiry-status')).toHaveText('New');
  await row.getByRole('button', { name: 'Reply' }).click();
  const composer = row.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, it is free from the first. Come and see it on Saturday.');
  await composer.press('Enter');

  // No reload: the toast, the counts, the badge; the list follows the inquiry to Replied, its
  // conversation still open.
  await expect(o.getByRole('alert').filter({ hasText: 'Reply sent' })).toBeVisible();
  await expect(o.getByText('0 new, 1 replied, 0 closed.')).toBeVisible();
  await expect(o).toHaveURL(/status=Replied/);
  const replied = o.getByTestId('rent-inquiry').filter({ hasText: title });
  await expect(replied.getByTestId('inquiry-status')).toHaveText('Replied');
  await expect(replied.getByTestId('thread-message').filter({ hasText: 'Come and see it' })).toBeVisible();
  await o.context().close();
});
