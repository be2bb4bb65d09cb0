import { SECTIONS } from '@bazaar/shared/constants';
import { searchRoute } from '@bazaar/shared/search';
import { describe, expect, it } from 'vitest';
import { activeMobileTab, homeTabs, mobileTabsFor } from '@/components/shell/mobile-tabs';
import { mainNav } from '@/components/shell/nav-links';
import { SECTION_REGISTRY, WEB_SECTIONS } from './registry';

describe('the web section registry', () => {
  it('has one entry per section, under its own name, in the site order', () => {
    expect(WEB_SECTIONS.map((s) => s.name)).toEqual([...SECTIONS]);
    for (const name of SECTIONS) expect(SECTION_REGISTRY[name].name).toBe(name);
  });

  it.each(SECTIONS)('%s registers its words, URLs and tabs', (name) => {
    const section = SECTION_REGISTRY[name];
    expect(section.label).not.toBe('');
    expect(section.description).not.toBe('');
    expect(section.cta).not.toBe('');
    expect(section.href).toBe(`/${name}`);
    expect(section.listingHref('abc')).toMatch(new RegExp(`^/${name}/`));
    // Its search lands under its own pages, and its tabs start at home and end at the account.
    expect(searchRoute(name, 'lamp')).toMatch(new RegExp(`^/${name}/`));
    expect(section.tabs[0]?.href).toBe('/');
    expect(section.tabs.at(-1)?.href).toBe('/user');
    expect(section.tabs.some((t) => t.href === section.href || t.href === section.categoriesHref)).toBe(true);
  });

  // Loading a section's views takes seconds on a busy machine (Mantine and the views' modules).
  it.each(SECTIONS)(
    '%s registers a card, a list view, filters and a detail layout',
    async (name) => {
      const { parts } = SECTION_REGISTRY[name];
      for (const load of [parts.card, parts.listView, parts.filters, parts.detail]) {
        expect(typeof (await load())).toBe('function');
      }
    },
    60_000,
  );

  it('gives the main navigation and the home tabs from the registry', () => {
    expect(mainNav(WEB_SECTIONS).map((l) => l.label)).toEqual([
      'Home',
      'Shop',
      'Task',
      'Job',
      'Rent',
      'About',
      'Blog',
      'Contact',
    ]);
    expect(homeTabs(WEB_SECTIONS).map((t) => t.label)).toEqual(['Home', 'Shop', 'Task', 'Job', 'Account']);
  });
});

describe('the phone tab bar', () => {
  it('highlights the tab whose page is the longest match of the path', () => {
    expect(activeMobileTab('/', homeTabs(WEB_SECTIONS))).toBe('/');
    expect(activeMobileTab('/shop/viewcart', SECTION_REGISTRY.shop.tabs)).toBe('/shop/viewcart');
    expect(activeMobileTab('/task/category/plumbing', SECTION_REGISTRY.task.tabs)).toBe('/task');
    expect(activeMobileTab('/user', SECTION_REGISTRY.task.tabs)).toBe('/user');
  });

  it('highlights "My tasks" on every list of my tasks, not "Account"', () => {
    const tabs = mobileTabsFor('/user/task/assigned', WEB_SECTIONS);
    expect(tabs).toBe(SECTION_REGISTRY.task.tabs);
    for (const path of ['/user/task/posted', '/user/task/assigned', '/user/task/reviews-for-me']) {
      expect(activeMobileTab(path, tabs)).toBe('/user/task/posted?type=Open');
    }
    expect(activeMobileTab('/user/task/create', tabs)).toBe('/user/task/create');
  });

  it('highlights "My rentals" on my listings and on the inquiries', () => {
    const tabs = mobileTabsFor('/user/rent/posted', WEB_SECTIONS);
    expect(tabs).toBe(SECTION_REGISTRY.rent.tabs);
    for (const path of ['/user/rent/posted', '/user/rent/inquiries']) {
      expect(activeMobileTab(path, tabs)).toBe('/user/rent/posted');
    }
    expect(activeMobileTab('/user/rent/create', tabs)).toBe('/user/rent/create');
  });

  it('shows the home set outside the sections', () => {
    expect(mobileTabsFor('/about', WEB_SECTIONS).map((t) => t.href)).toEqual([
      '/',
      '/shop',
      '/task',
      '/job',
      '/user',
    ]);
  });
});
