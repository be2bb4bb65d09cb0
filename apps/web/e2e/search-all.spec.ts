import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { listRental, postRemoteTask, registerUser } from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';

// The header search's "All": every section's best matches on one page (/search/{text}), each group
// with its count and a link to the section's own search, typo-tolerant, with one "did you mean"; and
// words written together or apart found in every section.

/** A made-up word of letters only, so no demo listing and no other test holds it. */
function madeUpWord(length = 8): string {
  return Array.from(randomBytes(length), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search text' }).filter({ visible: true });
}

function categorySelect(page: Page) {
  return page.getByRole('combobox', { name: 'Search category' }).filter({ visible: true });
}

/** On a phone the header search opens from the top bar. */
async function openHeaderSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open search' }).click();
}

test('"All" in the header search shows every section with its count and a link to its own search', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  const word = madeUpWord();
  const person = await registerUser();
  const taskTitle = `Paint the ${word} fence`;
  const rentalTitle = `Room beside the ${word} garden`;
  await postRemoteTask(person, taskTitle);
  await listRental(person, rentalTitle);

  await page.goto('/');
  await whenHydrated(page);
  await openHeaderSearch(page, isMobile);
  // The spec's default stays: outside a section, Shop.
  await expect(categorySelect(page)).toHaveValue('shop');
  await categorySelect(page).selectOption({ label: 'All' });
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search everything…');
  await searchBox(page).fill(word);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/search/${word}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
  // The bar mirrors the page it opened.
  await openHeaderSearch(page, isMobile);
  await expect(categorySelect(page)).toHaveValue('all');
  if (isMobile) await page.getByRole('button', { name: 'Close search' }).click();

  const group = (label: string) => page.getByRole('region', { name: label, exact: true });
  await expect(page.getByRole('region')).toHaveCount(4);
  await expect(group('Task').getByTestId('search-group-count')).toHaveText('1 result');
  await expect(group('Task').getByRole('link', { name: new RegExp(taskTitle) })).toBeVisible();
  await expect(group('Rent').getByTestId('search-group-count')).toHaveText('1 result');
  await expect(group('Rent').getByRole('link', { name: new RegExp(rentalTitle) })).toContainText(
    'Rs. 9,000 / month',
  );
  for (const empty of ['Shop', 'Job']) {
    await expect(group(empty).getByTestId('search-group-count')).toHaveText('0 results');
    await expect(group(empty)).toContainText(`Nothing in ${empty} matches “${word}”.`);
    await expect(group(empty).getByRole('link', { name: `See all in ${empty}` })).toHaveCount(0);
  }
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

  // "See all in Task" opens Task's own search page for the same text.
  await group('Task').getByRole('link', { name: 'See all in Task' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/task/search/${word}`);
  await expect(page.getByText(taskTitle)).toBeVisible();
});

test('a mistyped word finds the listing in its section and proposes the word, linked to its own search', {
  tag: '@mobile',
}, async ({ page }) => {
  const word = `${madeUpWord(3)}ox${madeUpWord(3)}`;
  const owner = await registerUser();
  const title = `Flat with a ${word} view`;
  await listRental(owner, title);

  // Two neighbouring letters swapped: one typo, forgiven in a word of eight letters.
  const typo = word.replace('ox', 'xo');
  await page.goto(`/search/${typo}`);
  const rent = page.getByRole('region', { name: 'Rent', exact: true });
  await expect(rent.getByTestId('search-group-count')).toHaveText('1 result');
  await expect(rent.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  const didYouMean = page.getByTestId('did-you-mean');
  await expect(didYouMean).toContainText(`Did you mean ${word}?`);
  await didYouMean.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/search/${word}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
});

test('words written together or apart: "bookshelf" finds the Wall Book Shelf, "x y" finds an "xy"', {
  tag: '@mobile',
}, async ({ page }) => {
  await page.goto('/search/bookshelf');
  const shop = page.getByRole('region', { name: 'Shop', exact: true });
  await expect(shop.getByRole('link', { name: /Wall Book Shelf/ })).toBeVisible();
  await expect(shop.getByTestId('search-group-count')).not.toHaveText('0 results');
  // The Shop's own search page reads it the same way (it said "No results" before).
  await shop.getByRole('link', { name: 'See all in Shop' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shop/search/bookshelf');
  await expect(page.getByText('Wall Book Shelf').first()).toBeVisible();

  const [first, second] = [madeUpWord(6), madeUpWord(6)];
  const owner = await registerUser();
  const title = `Studio with a ${first}${second}`;
  await listRental(owner, title);
  await page.goto(`/search/${first}%20${second}`);
  const rent = page.getByRole('region', { name: 'Rent', exact: true });
  await expect(rent.getByTestId('search-group-count')).toHaveText('1 result');
  await expect(rent.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test('type-ahead: the header search proposes listings as one types, worked by arrows, Enter and Escape', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  const [word, other] = [madeUpWord(), madeUpWord()];
  const person = await registerUser();
  const title = `Paint the ${word} fence`;
  const otherTitle = `Paint the ${other} gate`;
  await postRemoteTask(person, title);
  await postRemoteTask(person, otherTitle);

  await page.goto('/');
  await whenHydrated(page);
  await openHeaderSearch(page, isMobile);
  await categorySelect(page).selectOption({ label: 'All' });
  const box = searchBox(page);
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const option = list.getByRole('option', { name: new RegExp(title) });

  // A newer text replaces the suggestions of an older one, never the other way round.
  await box.fill(other);
  await box.fill(word.slice(0, 6));
  await expect(option).toBeVisible();
  await expect(option).toContainText('Task');
  await expect(list.getByRole('option', { name: new RegExp(otherTitle) })).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The open list passes axe as the closed one does (accessibility.spec.ts reads the pages closed).
  const scan = await new AxeBuilder({ page }).setLegacyMode(true).include('form[role="search"]').analyze();
  expect(
    scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Escape closes the list and keeps the text.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(word.slice(0, 6));

  // Arrow down to the suggestion, Enter opens its page.
  await box.pressSequentially(word.slice(6));
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/task/'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('type-ahead: the categories a text begins are proposed too, reached by arrows like a listing', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  await page.goto('/');
  await whenHydrated(page);
  await openHeaderSearch(page, isMobile);
  await categorySelect(page).selectOption({ label: 'All' });
  const box = searchBox(page);
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await box.fill('plumb');
  // The demo's Plumbing category, named as a category of its section, beside the tasks that say it.
  const category = list.getByRole('option', { name: 'Plumbing Task category', exact: true });
  await expect(category).toBeVisible();
  await expect(list.getByRole('option', { name: /Task$/ }).first()).toBeVisible();

  // Arrow down until the category is the chosen option, then Enter opens the category's page.
  const count = await list.getByRole('option').count();
  for (let i = 0; i < count && (await category.getAttribute('aria-selected')) !== 'true'; i++) {
    await box.press('ArrowDown');
  }
  await expect(category).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await category.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/task/category/plumbing');
  await expect(page.getByRole('heading', { level: 1, name: /Plumbing/ })).toBeVisible();
});
