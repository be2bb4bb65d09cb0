import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api, type FreshUser, listAllNotifications, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { dayInNepal } from './fixtures/forms.ts';
import { openSignedIn, whenHydrated } from './fixtures/hydration.ts';
import { expectOnPageWithinPurgeBound } from './fixtures/page-cache.ts';
import { DESKTOP, pageAs, pageOf } from './fixtures/roles.ts';

// The Job section end to end, on the real API: the demo vendor posts a job through the form, a new
// user finds it under its category and applies with a PDF CV, the vendor shortlists the application
// and downloads the CV, the applicant follows it from the notification to their list and withdraws,
// the vendor closes the job and its cached page says so.

type Category = { _id: string; name: string; slug: string };

/** A job category of its own, made in the back office, so the test never depends on demo data. */
async function createJobCategory(): Promise<Category> {
  const admin = await loginDemoViaApi('admin');
  const name = `E2E Trades ${randomUUID().slice(0, 6)}`;
  const res = await api<{ data: Category }>('/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    body: { section: 'job', name, isActive: true },
  });
  return res.data;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function confirmInDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The demo vendor posts the job through the form on /vendor/job/jobs (a desktop back office). */
async function postJobThroughForm(browser: Browser, category: Category, title: string): Promise<Page> {
  const v = await pageAs(browser, 'vendor', DESKTOP);
  await openSignedIn(v, '/vendor/job/jobs');
  await v.getByTestId('post-job').click();
  const form = v.getByRole('dialog', { name: 'Post a job' });
  await form.getByRole('button', { name: 'Post job' }).click();
  await expect(form.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(form.getByText('Choose a category')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByRole('combobox', { name: 'Category', exact: true }).click();
  await v.getByRole('option', { name: category.name }).click();
  await form.getByRole('combobox', { name: 'Type', exact: true }).click();
  await v.getByRole('option', { name: 'Remote', exact: true }).click();
  await form
    .getByLabel('Description')
    .fill('Keep our online store accounts in order from home: bills, VAT and a monthly report.');
  await form.getByLabel('Salary from (Rs. a month)').fill('50000');
  await form.getByLabel('Deadline to apply').fill(dayInNepal(14));
  const skills = form.getByLabel('Skills');
  await skills.fill('Tally');
  await skills.press('Enter');
  await form.getByRole('button', { name: 'Post job' }).click();
  await expect(form).toBeHidden();
  await expect(v.getByTestId('vendor-job-row').filter({ hasText: title })).toBeVisible();
  return v;
}

test('post a job, apply with a CV, shortlist, follow it, withdraw and close', { tag: '@mobile' }, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const category = await createJobCategory();
  const title = `Remote bookkeeper ${randomUUID().slice(0, 6)}`;
  const v = await postJobThroughForm(browser, category, title);

  // A new user finds it under its category and opens it.
  const applicant: FreshUser = await registerUser({ fullName: `Applicant ${randomUUID().slice(0, 4)}` });
  const a = await pageOf(browser, applicant);
  await openSignedIn(a, `/job/category/${category.slug}`);
  const card = a.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toContainText('Rs. 50,000');
  await card.click();
  await expect(a).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(a.url()).pathname;
  await expect(a.getByTestId('job-title')).toHaveText(title);
  await expect(a.getByTestId('job-status')).toHaveText('Open');

  // They apply: the form names what is missing, then takes a cover letter and a PDF.
  await a.getByTestId('apply-button').click();
  const dialog = a.getByRole('dialog', { name: `Apply: ${title}` });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Cover letter must be at least 30 characters')).toBeVisible();
  await dialog
    .getByLabel('Cover letter')
    .fill('I have kept the books of two shops in Tally for four years, VAT included.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('img', { name: 'CV 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.getByTestId('my-application-status')).toHaveText('Applied');
  await expect(a.getByTestId('apply-button')).toHaveCount(0);

  // The vendor sees it among the new applications, downloads the CV and shortlists it.
  await openSignedIn(v, '/vendor/job/applications?status=Applied');
  const row = v.getByTestId('vendor-application-row').filter({ hasText: applicant.fullName });
  await expect(row).toContainText(title);
  const download = v.waitForEvent('download');
  await row.getByTestId('cv-download').click();
  expect((await download).suggestedFilename()).toBe('my-cv.pdf');
  await row.getByRole('button', { name: 'Shortlist' }).click();
  await expect(row).toHaveCount(0);
  // It left the Applied tab: the list says where it went, with a link there.
  const shortlisted = v.getByTestId('moved-notice');
  await expect(shortlisted).toContainText(`${applicant.fullName} moved to Shortlisted`);
  await shortlisted.getByRole('link', { name: 'Show Shortlisted' }).click();
  await expect(v).toHaveURL(/\/vendor\/job\/applications\?.*status=Shortlisted/);
  await expect(v.getByTestId('vendor-application-row').filter({ hasText: applicant.fullName })).toBeVisible();
  await expect(shortlisted).toBeHidden();

  // The notifications lead to the matching lists.
  const vendorNotes = await listAllNotifications((await loginDemoViaApi('vendor')).accessToken);
  expect(
    vendorNotes.find((n) => n.title === 'New job application' && n.message.includes(title))?.metaData.route,
  ).toBe('/vendor/job/applications?status=Applied');

  // The applicant follows "shortlisted" from the bell to their list, and withdraws.
  await openSignedIn(a, '/');
  await a.getByRole('banner').getByTestId('notification-bell').click();
  await a
    .getByTestId('notification-panel')
    .getByTestId('notification-item')
    .filter({ hasText: title })
    .first()
    .click();
  await expect(a).toHaveURL(/\/user\/job\/applied\?type=Shortlisted/);
  const mine = a.getByTestId('applied-job-row').filter({ hasText: title });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  await confirmInDialog(a, 'Withdraw application');
  const withdrawn = a.getByTestId('moved-notice');
  await expect(withdrawn).toContainText(`${title} moved to Withdrawn`);
  await withdrawn.getByRole('link', { name: 'Show Withdrawn' }).click();
  await expect(a).toHaveURL(/\/user\/job\/applied\?.*type=Withdrawn/);
  await expect(a.getByTestId('applied-job-row').filter({ hasText: title })).toBeVisible();

  // The vendor closes the job; its cached page says so within the purge bound.
  await openSignedIn(v, '/vendor/job/jobs');
  await v
    .getByTestId('vendor-job-row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Close' })
    .click();
  await confirmInDialog(v, 'Close job');
  await expectOnPageWithinPurgeBound(a, jobUrl, async (page) => {
    await expect(page.getByTestId('job-status')).toHaveText('Closed', { timeout: 2_000 });
  });

  await a.context().close();
  await v.context().close();
});

test('the job listing keeps its filters in the URL and the header search lands on job search', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  await page.goto('/job?type=Remote&sort=deadline');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  const chips = page.getByLabel('Active filters');
  await expect(chips.getByText('Remote', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('deadline');
  await whenHydrated(page);
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/job\?sort=deadline$/);

  if (isMobile) {
    // The phone's bottom bar carries Job's own tabs.
    const bar = page.getByRole('navigation', { name: /tab/i });
    await expect(bar.getByRole('link', { name: 'Applied' })).toHaveAttribute('href', '/user/job/applied');
    await expect(bar.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/job/categories');
  } else {
    const search = page.getByRole('search').first();
    await expect(search.getByRole('combobox', { name: 'Search category' })).toHaveValue('job');
    await search.getByRole('combobox', { name: 'Search text' }).fill('accountant');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/job\/search\/accountant$/);
    await expect(page.getByRole('heading', { name: 'Jobs for “accountant”' })).toBeVisible();
  }
});
