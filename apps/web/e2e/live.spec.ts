import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  api,
  demoVendorProduct,
  listRental,
  loginDemoViaApi,
  moveOrderAsAdmin,
  placeOrderAsNewBuyer,
  registerUser,
} from './fixtures/api.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// Live updates (decision 037): what another person does reaches an open page through the API's event
// stream, without a reload and long before the bell's 150 s poll; a second tab of the same person
// follows the first. Every step waits at most the expect timeout (10 s).

function bell(page: Page) {
  return page.getByRole('banner').getByTestId('notification-bell');
}

async function createTask(token: string): Promise<string> {
  const admin = await loginDemoViaApi('admin');
  const { data: category } = await api<{ data: { _id: string } }>('/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    body: { section: 'task', name: `E2E Live ${randomUUID().slice(0, 6)}`, isActive: true },
  });
  const { data: task } = await api<{ data: { _id: string } }>('/task', {
    method: 'POST',
    token,
    body: {
      title: `Hang three shelves ${randomUUID().slice(0, 6)}`,
      categoryId: category._id,
      description: 'Three wooden shelves on a brick wall in the living room; I have the brackets.',
      isRemote: true,
      budget: 80_000,
    },
  });
  return task._id;
}

test('an offer, an acceptance and a message reach the open pages of the other person without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const poster = await registerUser({ fullName: `Live Poster ${randomUUID().slice(0, 4)}` });
  const tasker = await registerUser({ fullName: `Live Tasker ${randomUUID().slice(0, 4)}` });
  const taskId = await createTask(poster.accessToken);
  const taskUrl = `/task/${taskId}`;

  const p = await pageOf(browser, poster);
  await openSignedIn(p, taskUrl);
  await expect(bell(p)).toHaveAccessibleName('Notifications');
  const t = await pageOf(browser, tasker);
  await openSignedIn(t, taskUrl);
  await expect(bell(t)).toHaveAccessibleName('Notifications');

  // The tasker offers (through the API): the poster's bell and the task's offer list show it.
  const { data: offer } = await api<{ data: { _id: string } }>(`/task/${taskId}/offers`, {
    method: 'POST',
    token: tasker.accessToken,
    body: { amount: 150_000, message: 'I can do it tomorrow with my own drill.' },
  });
  await expect(bell(p)).toHaveAccessibleName('Notifications, 1 unseen');
  await expect(p.getByTestId('offer-item').filter({ hasText: tasker.fullName })).toContainText('Rs. 1,500');

  // The poster accepts: the tasker's open page shows the task assigned and their bell the news.
  await api(`/task/offers/${offer._id}/accept`, { method: 'PUT', token: poster.accessToken });
  await expect(t.getByTestId('task-status')).toHaveText('Assigned');
  await expect(bell(t)).toHaveAccessibleName('Notifications, 1 unseen');

  // The poster writes: the tasker's open conversation shows the message.
  const { data: thread } = await api<{ data: { _id: string } }>(`/thread/subject/task/${taskId}`, {
    token: poster.accessToken,
  });
  const text = `The key is under the mat ${randomUUID().slice(0, 6)}`;
  await api(`/thread/${thread._id}/messages`, {
    method: 'POST',
    token: poster.accessToken,
    body: { body: text },
  });
  await expect(t.getByTestId('thread-message').filter({ hasText: text })).toBeVisible();

  // Two tabs of the poster: "Mark all as seen" in one clears the count in the other.
  const p2 = await p.context().newPage();
  await openSignedIn(p2, '/user');
  await expect(bell(p2)).toHaveAccessibleName('Notifications, 1 unseen');
  await bell(p2).click();
  await p2.getByTestId('notification-panel').getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(bell(p2)).toHaveAccessibleName('Notifications');
  await expect(bell(p)).toHaveAccessibleName('Notifications');

  await p.context().close();
  await t.context().close();
});

test("an order moved by the store's side reaches the buyer's open order without a reload", async ({
  browser,
}) => {
  const { product } = await demoVendorProduct();
  const { buyer, orderId, orderNumber } = await placeOrderAsNewBuyer(product._id, 'Live Buyer');
  const b = await pageOf(browser, buyer);
  await openSignedIn(b, `/user/shop/orders?id=${orderId}`);
  const detail = b.getByTestId('order-detail');
  await expect(detail).toContainText(orderNumber);
  await expect(detail.getByTestId('order-status').first()).toHaveText('Pending');
  await expect(bell(b)).toHaveAccessibleName('Notifications, 1 unseen');

  // Confirmed through the API: the open order and the bell follow, the page never reloaded.
  await b.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  await moveOrderAsAdmin(orderId, ['Confirmed']);
  await expect(detail.getByTestId('order-status').first()).toHaveText('Confirmed');
  await expect(bell(b)).toHaveAccessibleName('Notifications, 2 unseen');
  expect(await b.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
    true,
  );
  await b.context().close();
});

/** A one-page PDF uploaded as `token`'s private document; answers the path an application's `cv` takes. */
async function uploadCv(token: string): Promise<string> {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${API_URL}/upload/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { path: string } }).data.path;
}

test("an application the store shortlists reaches the applicant's open job page without a reload", async ({
  browser,
}) => {
  const vendor = await loginDemoViaApi('vendor');
  const { docs } = await api<{ docs: { _id: string; status: string }[] }>('/vendor/job/jobs?status=Open', {
    token: vendor.accessToken,
  });
  const jobId = docs.find((job) => job.status === 'Open')?._id;
  expect(jobId, 'the demo vendor has an open job').toBeTruthy();
  const applicant = await registerUser({ fullName: `Live Applicant ${randomUUID().slice(0, 4)}` });
  const { data: application } = await api<{ data: { _id: string } }>(`/job/${jobId}/apply`, {
    method: 'POST',
    token: applicant.accessToken,
    body: {
      coverLetter: 'I kept the books of a hardware shop for three years and know the tax rules well.',
      cv: await uploadCv(applicant.accessToken),
    },
  });

  const a = await pageOf(browser, applicant);
  await openSignedIn(a, `/job/${jobId}`);
  await expect(a.getByTestId('my-application-status')).toHaveText('Applied');
  await api(`/vendor/job/applications/${application._id}/status`, {
    method: 'PUT',
    token: vendor.accessToken,
    body: { status: 'Shortlisted' },
  });
  await expect(a.getByTestId('my-application-status')).toHaveText('Shortlisted');
  await expect(bell(a)).toHaveAccessibleName('Notifications, 1 unseen');
  await a.context().close();
});

test("an owner's answer reaches the sender's open rental page and the unread count beside Messages", async ({
  browser,
}) => {
  const owner = await registerUser({ fullName: `Live Owner ${randomUUID().slice(0, 4)}` });
  const sender = await registerUser({ fullName: `Live Renter ${randomUUID().slice(0, 4)}` });
  const listingId = await listRental(owner, `Quiet room by the river ${randomUUID().slice(0, 6)}`);
  const { data: inquiry } = await api<{ data: { _id: string } }>(`/rent/${listingId}/inquiries`, {
    method: 'POST',
    token: sender.accessToken,
    body: { message: 'Is it still free? I would like to see it on Saturday.', phone: '9812345678' },
  });

  // The sender has the rental open, and beside it their account page with the Messages link. The
  // rental page's stream is held back until the owner has answered: what is sent while a page reads
  // its data, before its stream is open, must still reach it (liveEventIdAt).
  const s = await pageOf(browser, sender);
  let openStream = () => {};
  const answered = new Promise<void>((resolve) => {
    openStream = resolve;
  });
  await s.route('**/api/live', async (route) => {
    await answered;
    await route.continue();
  });
  await openSignedIn(s, `/rent/${listingId}`);
  await expect(s.getByTestId('my-inquiry-status')).toHaveText('New');
  const account = await s.context().newPage();
  await openSignedIn(account, '/user');
  const messagesLink = account
    .getByRole('navigation')
    .getByRole('link', { name: /^Messages/ })
    .first();
  await expect(messagesLink).toHaveAccessibleName('Messages');

  // The owner answers in the inquiry's conversation (through the API): the inquiry is Replied on the
  // open rental page, and the account page counts one unread message, neither reloaded.
  const { data: thread } = await api<{ data: { _id: string } }>(
    `/thread/subject/rent-inquiry/${inquiry._id}`,
    {
      token: owner.accessToken,
    },
  );
  await api(`/thread/${thread._id}/messages`, {
    method: 'POST',
    token: owner.accessToken,
    body: { body: 'Yes, it is free. Come on Saturday at ten.' },
  });
  openStream();
  await expect(s.getByTestId('my-inquiry-status')).toHaveText('Replied');
  await expect(messagesLink).toHaveAccessibleName('Messages 1 unread');
  await expect(bell(s)).toHaveAccessibleName('Notifications, 1 unseen');
  await s.context().close();
});
