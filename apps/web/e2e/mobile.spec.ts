import { expect, type Page, test } from '@playwright/test';
import { whenHydrated } from './fixtures/hydration.ts';
import { restoreSession } from './fixtures/roles.ts';

function tabBar(page: Page) {
  return page.getByTestId('mobile-tab-bar');
}

const TABS_BY_PATH: Record<string, { labels: string[]; active: string }> = {
  '/': { labels: ['Home', 'Shop', 'Task', 'Job', 'Account'], active: 'Home' },
  '/shop': { labels: ['Home', 'Categories', 'Cart', 'Wishlist', 'Account'], active: 'Home' },
  '/task': { labels: ['Home', 'Tasks', 'Post', 'My tasks', 'Account'], active: 'Tasks' },
};

test.describe('on a phone', { tag: '@mobile-only' }, () => {
  for (const [path, { labels, active }] of Object.entries(TABS_BY_PATH)) {
    test(`the bottom tab bar on ${path} shows that section's tabs`, async ({ page }) => {
      await page.goto(path);
      await expect(tabBar(page)).toBeVisible();
      await expect(tabBar(page).getByRole('link')).toHaveText(labels);
      if (path !== '/shop') {
        await expect(tabBar(page).getByRole('link', { name: active, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      // The desktop header is not shown on a phone.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    });
  }

  test('a tab leads to its page and the tabs follow the section', async ({ page }) => {
    await page.goto('/');
    await tabBar(page).getByRole('link', { name: 'Task', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/task');
    await expect(tabBar(page).getByRole('link')).toHaveText(TABS_BY_PATH['/task']!.labels);
  });

  test('the burger opens the slide-out menu with the main navigation', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Shop', 'Task', 'Job', 'Rent', 'About', 'Blog', 'Contact']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await drawer.getByRole('link', { name: 'Job', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/job');
    await expect(drawer).toBeHidden();
  });

  test('the search opens from the top bar and routes by category', async ({ page }) => {
    await page.goto('/rent');
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const text = page.getByRole('combobox', { name: 'Search text' });
    await expect(page.getByRole('combobox', { name: 'Search category' })).toHaveValue('rent');
    // The field takes the focus as the panel opens: the phone's keyboard comes up for typing at once.
    await expect(text).toBeFocused();
    await page.keyboard.type('flat in lalitpur');
    await text.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/rent/search/flat%20in%20lalitpur');
    await expect(text).toBeHidden();
  });

  test('the admin sidebar collapses behind a burger', async ({ page }) => {
    await restoreSession(page, 'admin');
    await page.goto('/admin');
    await whenHydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Admin menu', exact: true });
    // Collapsed: the sidebar sits off-screen until the burger brings it in.
    await expect(sidebar).not.toBeInViewport();

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(sidebar).toBeInViewport({ ratio: 0.9 });
    await sidebar.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
    await expect(sidebar).not.toBeInViewport();
  });
});

/** Whether React has taken over an element (it keeps its fiber on the node it hydrated or created). */
function isHydrated(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

const DESKTOP_HEADER = 'header.mantine-visible-from-sm';
const PHONE_TAB_BAR = '[data-testid="mobile-tab-bar"]';

test('each header hydrates only at the width where it shows, and the other one once the window gets there (decision 075)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  await whenHydrated(page);
  await expect(tabBar(page)).toBeVisible();
  await expect.poll(() => isHydrated(page, PHONE_TAB_BAR)).toBe(true);
  expect(await isHydrated(page, DESKTOP_HEADER)).toBe(false);
  // Wider than Mantine's `sm`: the desktop header renders and works, the phone's parts hide.
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeVisible();
  await expect.poll(() => isHydrated(page, DESKTOP_HEADER)).toBe(true);
  await expect(tabBar(page)).toBeHidden();
  await main.getByRole('link', { name: 'Task', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/task');
});

test('a desktop does not hydrate the phone tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop');
  await whenHydrated(page);
  await expect.poll(() => isHydrated(page, DESKTOP_HEADER)).toBe(true);
  expect(await isHydrated(page, PHONE_TAB_BAR)).toBe(false);
});
