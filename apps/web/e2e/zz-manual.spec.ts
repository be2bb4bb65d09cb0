import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughNextAuth } from './fixtures/api';

const W = '/user/messages?kind=task&id=0193f000-0000-7000-8000-000000000001';
for (const scheme of ['light', 'dark'] as const) {
  test(`manual ${scheme} @mobile`, async ({ page, isMobile }, info) => {
    await page.addInitScript((s) => localStorage.setItem('bazaar-color-scheme', s), scheme);
    await signInThroughNextAuth(page, 'user@bazaar.test', 'Bazaar@123');
    await page.goto('/user/messages');
    await expect(page.getByTestId('thread-list-item').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/${info.project.name}-${scheme}-list.png`, fullPage: false });
    await page.getByTestId('thread-list-item').filter({ hasText: 'wardrobe' }).click();
    await expect(page.getByTestId('thread-message').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${info.project.name}-${scheme}-thread.png`, fullPage: false });
    console.log('atBottom', await page.getByRole('log').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight));
    const axe = await new AxeBuilder({ page }).analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(info.project.name, scheme, JSON.stringify(bad.map((v) => [v.id, v.nodes.map((n) => n.target).slice(0, 5)])));
    if (scheme === 'light') {
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill(`Saturday 10 am works (${info.project.name}).`);
      await box.press('Enter');
      await expect(page.getByTestId('thread-message').filter({ hasText: `(${info.project.name})` })).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      await box.fill('line one');
      await box.press('Shift+Enter');
      await box.pressSequentially('line two');
      await expect(box).toHaveValue('line one\nline two');
      await box.fill('');
    }
    expect(page.url()).toContain('kind=task');
    void W;
  });
}
