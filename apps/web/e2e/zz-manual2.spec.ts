import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughNextAuth } from './fixtures/api';

test('admin reads read-only', async ({ page }) => {
  await signInThroughNextAuth(page, 'super@bazaar.test', 'Bazaar@123');
  await page.goto('/user/messages?kind=task&id=0193f000-0000-7000-8000-000000000001');
  await expect(page.getByTestId('thread-message').first()).toBeVisible();
  await expect(page.getByText('You are reading this conversation as an admin')).toBeVisible();
  await expect(page.getByTestId('thread-composer')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/admin.png' });
  const axe = await new AxeBuilder({ page }).analyze();
  console.log(JSON.stringify(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)));
});
