import { expect, type Page, test } from '@playwright/test';
import { createStrongPassword, createUniqueEmail, DEMO_EMAILS } from './fixtures/api.ts';

async function fillRegisterForm(
  page: Page,
  values: { fullName: string; email: string; password: string; confirmPassword?: string },
) {
  await page.getByLabel('Full name').fill(values.fullName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(values.password);
  await page.getByLabel('Confirm password').fill(values.confirmPassword ?? values.password);
}

/** Counts the register calls the page makes, so a test can prove the form sent nothing. */
function countRegisterCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/auth/register')) calls += 1;
  });
  return () => calls;
}

test('registers a brand-new user who lands signed in', async ({ page }) => {
  const fullName = `New Shopper ${Date.now().toString(36)}`;
  await page.goto('/register');
  await fillRegisterForm(page, {
    fullName,
    email: createUniqueEmail('register'),
    password: createStrongPassword(),
  });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/user$/);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('profile-menu').filter({ hasText: fullName })).toBeVisible();
  await expect(header.getByRole('link', { name: 'User', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});

test('a taken email shows a field error on Email', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterForm(page, {
    fullName: 'Someone Else',
    email: DEMO_EMAILS.user,
    password: createStrongPassword(),
  });
  await page.getByRole('button', { name: 'Create account' }).click();

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('An account with this email already exists');
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('an invalid email and a weak password show the rules and send nothing', async ({ page }) => {
  const registerCalls = countRegisterCalls(page);
  await page.goto('/register');
  // Before anything is typed no rule is marked, "at most 72 characters" included.
  await expect(page.getByText('At most 72 characters', { exact: true })).toBeVisible();
  await expect(page.getByText(/\((not )?met\)/)).toHaveCount(0);
  await fillRegisterForm(page, { fullName: 'Weak Password', email: 'not-an-email', password: 'abc' });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'Enter a valid email address',
  );
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  // The rules are stated on the form too, with the unmet ones marked.
  await expect(page.getByText('At least one uppercase letter (not met)')).toBeAttached();
  await expect(page).toHaveURL(/\/register/);
  expect(registerCalls()).toBe(0);
});

test('the form stays disabled until the page has hydrated, so nothing typed early is lost', async ({
  browser,
}) => {
  // Without the page's script the form can never work: it must not look as if it could.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page.getByLabel('Full name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await context.close();
});
