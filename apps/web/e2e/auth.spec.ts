import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, type DemoRole, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';

const ROLE_LINK: Record<DemoRole, string> = {
  super: 'Super Admin',
  admin: 'Admin',
  vendor: 'Vendor',
  user: 'User',
};

/** Where each role lands when no page asked for the sign-in. */
const LANDING: Record<DemoRole, string> = { super: '/admin', admin: '/admin', vendor: '/vendor', user: '/' };

async function submitLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
  test(`signs in through /login as ${role} and out through the profile menu`, async ({ page }) => {
    const { user } = await loginDemoViaApi(role);
    await page.goto('/login');
    await submitLoginForm(page, DEMO_EMAILS[role], DEMO_PASSWORD);

    // The landing page is rendered for the new session (the proxy and the page each renew its token
    // through the API); the first /admin of a run took over 10 s beside the accessibility scans.
    await expect(page).toHaveURL((url) => url.pathname === LANDING[role], { timeout: 30_000 });
    if (LANDING[role] !== '/') await page.goto('/');
    const header = page.getByRole('banner');
    const profileMenu = header.getByTestId('profile-menu').filter({ hasText: user.fullName });
    await expect(profileMenu).toBeVisible();
    await expect(header.getByRole('link', { name: ROLE_LINK[role], exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    // The header is on the page before React has taken it over; a click before that opens no menu.
    await whenHydrated(page);
    await profileMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(header.getByTestId('profile-menu').filter({ hasText: user.fullName })).toHaveCount(0);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toEqual({});
  });
}

test('a wrong password shows the API message and stays signed out', async ({ page }) => {
  // A fresh account, so repeated runs never trip the per-account failed-login limit of a demo user.
  const fresh = await registerUser();
  await page.goto('/login');
  await submitLoginForm(page, fresh.email, `${fresh.password}-wrong`);

  // Shown on the form and in the error toast.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email/phone or password');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Sign in failed' })
      .filter({ hasText: 'Invalid email/phone or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('signs in with the phone number too', async ({ page }) => {
  const fresh = await registerUser({ phone: true });
  await page.goto('/login');
  await submitLoginForm(page, fresh.phone!, fresh.password);
  await expect(
    page.getByRole('banner').getByTestId('profile-menu').filter({ hasText: fresh.fullName }),
  ).toBeVisible();
});

test('NextAuth sign-in page leads to the app sign-in form', async ({ page }) => {
  await page.goto('/api/auth/signin');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email or phone')).toBeVisible();
});

test('NextAuth sign-out page signs the user out', async ({ page }) => {
  const fresh = await registerUser();
  await page.goto('/login');
  await submitLoginForm(page, fresh.email, fresh.password);
  await expect(
    page.getByRole('banner').getByTestId('profile-menu').filter({ hasText: fresh.fullName }),
  ).toBeVisible();

  await page.goto('/api/auth/signout');
  await expect(page.getByText('Are you sure you want to sign out?')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session).toEqual({});
});

test('NextAuth error page renders', async ({ page }) => {
  const res = await page.goto('/api/auth/error?error=Configuration');
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Server error' })).toBeVisible();
});

test('NextAuth JSON endpoints answer with the credentials provider', async ({ request }) => {
  const providers = await (await request.get('/api/auth/providers')).json();
  expect(providers).toMatchObject({ credentials: { id: 'credentials', type: 'credentials' } });

  const csrf = await (await request.get('/api/auth/csrf')).json();
  expect(csrf.csrfToken).toMatch(/^[0-9a-f]{32,}$/);

  const sessionRes = await request.get('/api/auth/session');
  expect(sessionRes.headers()['content-type']).toContain('application/json');
  expect(await sessionRes.json()).toEqual({});
});

test('the session carries the user data the spec lists', async ({ page }) => {
  const fresh = await registerUser();
  await page.goto('/login');
  await submitLoginForm(page, fresh.email, fresh.password);
  await expect(
    page.getByRole('banner').getByTestId('profile-menu').filter({ hasText: fresh.fullName }),
  ).toBeVisible();

  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({
    email: fresh.email,
    fullName: fresh.fullName,
    userType: ['User'],
    isVendorVerified: false,
    image: null,
  });
  expect(typeof session.user.accessToken).toBe('string');
});
