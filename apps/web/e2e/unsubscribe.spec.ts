import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api, loginDemoViaApi, postRemoteTask, registerUser } from './fixtures/api.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// An email's unsubscribe link (decision 050): the page shows what it turns off, the button turns it
// off, and the notification settings show that switch off.

test('the unsubscribe link of a task email turns Task emails off', async ({ browser }) => {
  const poster = await registerUser({ fullName: `Poster ${randomUUID().slice(0, 4)}` });
  const tasker = await registerUser();
  const taskId = await postRemoteTask(poster, `Hang two shelves ${randomUUID().slice(0, 4)}`);
  await api(`/task/${taskId}/offers`, {
    method: 'POST',
    token: tasker.accessToken,
    body: { amount: 80_000, message: 'I can come tomorrow with a drill.' },
  });

  // The email the offer sent the poster, read from the outbox as the super admin reads it.
  const admin = await loginDemoViaApi('super');
  const outbox = await api<{ docs: { body: string; templateKey: string }[] }>(
    `/admin/email-templates/outbox?search=${encodeURIComponent(poster.email)}`,
    { token: admin.accessToken },
  );
  const email = outbox.docs.find((e) => e.templateKey === 'task-offer-received');
  const link = /https?:\/\/\S+?(\/unsubscribe\?token=\S+)/.exec(email?.body ?? '')?.[1];
  expect(link, email?.body).toBeTruthy();

  const p = await pageOf(browser, poster);
  await openSignedIn(p, link!);
  await expect(p.getByRole('heading', { name: 'Stop Task emails?' })).toBeVisible();
  await p.getByRole('button', { name: 'Unsubscribe from Task emails' }).click();
  await expect(p.getByText('You are unsubscribed')).toBeVisible();

  await openSignedIn(p, '/user/settings/notifications');
  await expect(p.getByRole('switch', { name: 'Task: Email' })).not.toBeChecked();
  await expect(p.getByRole('switch', { name: 'Job: Email' })).toBeChecked();
  await p.context().close();
});
