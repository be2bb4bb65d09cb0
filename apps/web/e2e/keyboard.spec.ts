import { expect, type Locator, type Page, test } from '@playwright/test';
import { readCatalogue } from './fixtures/catalogue.ts';
import { whenHydrated } from './fixtures/hydration.ts';
import { DESKTOP, pageAs } from './fixtures/roles.ts';

// What the automatic engines cannot judge (docs/decisions/031-accessibility-engines-and-checks.md):
// a form filled and sent with the keyboard alone, a focus that shows, a dialog and a drawer that keep
// the focus inside while open and give it back when closed, and a refused submit announced.

/** The focused element has a visible focus ring: an outline, or Mantine's box-shadow ring. */
async function expectFocusVisible(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow,
    };
  });
  expect(ring.outline || ring.shadow !== 'none', 'the focused element shows a focus ring').toBe(true);
}

/** Presses Tab `times` times; the focus never leaves `container`. */
async function expectFocusKeptIn(page: Page, container: Locator, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const inside = await container.evaluate((el) => el.contains(document.activeElement));
    expect(inside, `focus stays in the dialog after ${i + 1} Tab(s)`).toBe(true);
  }
}

test.describe('keyboard', () => {
  test('the contact form is filled and sent with the keyboard alone; a refused submit is announced', async ({
    page,
  }) => {
    await page.goto('/contact');
    await whenHydrated(page);
    const name = page.getByLabel('Your name');
    // Into the form at its first field: the keyboard from here on.
    await name.focus();
    await expect(name).toBeFocused();
    // Sent empty: refused, the first wrong field gets the focus and the refusal is read out.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'fields need a change' })).toHaveCount(1);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Its error is the field's description, read with it.
    const describedBy = await name.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();

    await page.keyboard.type('Keyboard Only');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.keyboard.type('Sent without a mouse');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('Every field of this form was reached and filled with the keyboard.');
    await page.keyboard.press('Tab');
    const send = page.getByRole('button', { name: 'Send message' });
    await expectFocusVisible(send);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('contact-sent')).toBeVisible();
  });

  test('a dialog keeps the focus while open and gives it back when closed', async ({ browser }) => {
    // The demo vendor did not post the catalogue's task, so may make an offer on it.
    const c = await readCatalogue();
    const page = await pageAs(browser, 'vendor', DESKTOP);
    try {
      await page.goto(`/task/${c.task}`);
      await expect(page.getByRole('banner').getByTestId('notification-bell')).toBeVisible();
      await whenHydrated(page);
      const opener = page.getByRole('button', { name: /make an offer|change your offer/i }).first();
      await opener.focus();
      await expectFocusVisible(opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
          message: 'focus moves into the dialog',
        })
        .toBe(true);
      await expectFocusKeptIn(page, dialog, 8);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    } finally {
      await page.context().close();
    }
  });

  test('a drawer keeps the focus while open and gives it back when closed', async ({ browser }) => {
    // The shop's filters are a drawer on a phone.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      await page.goto('/shop');
      await whenHydrated(page);
      const opener = page.getByRole('button', { name: 'Filters' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeVisible();
      await expect
        .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)), {
          message: 'focus moves into the drawer',
        })
        .toBe(true);
      await expectFocusKeptIn(page, drawer, 8);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    } finally {
      await context.close();
    }
  });
});
