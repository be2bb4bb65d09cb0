import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api, registerUser, signInThroughNextAuth } from './fixtures/api';

/**
 * The Messages page as a new account sees it: reached from the account menu, an empty inbox that says
 * where conversations come from, and no way into a conversation it is not in (the page and the API
 * answer the same). Conversations themselves are opened by a section (a task's accept): the task's
 * own flow drives the panel there, and the API tests cover every rule of the thread.
 */
test.describe('Messages @mobile', () => {
  test('a new account has an empty inbox and cannot open a conversation it is not in', async ({
    page,
    isMobile,
  }) => {
    const user = await registerUser({ fullName: 'Messages Reader' });
    await signInThroughNextAuth(page, user.email, user.password);

    if (isMobile) {
      await page.goto('/user/messages');
    } else {
      await page.goto('/user');
      await page
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'Messages' })
        .click();
      await expect(page).toHaveURL(/\/user\/messages$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');

    const mine = await api<{ docs: unknown[]; unreadTotal: number }>('/thread/mine', {
      token: user.accessToken,
    });
    expect(mine).toMatchObject({ docs: [], unreadTotal: 0 });

    const subjectId = randomUUID();
    await page.goto(`/user/messages?kind=task&id=${subjectId}`);
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(page.getByTestId('thread-composer')).toHaveCount(0);
    await expect(api(`/thread/subject/task/${subjectId}`, { token: user.accessToken })).rejects.toMatchObject(
      { status: 404 },
    );
  });
});
