import { describe, expect, it } from 'vitest';
import { activeMobileTab, MOBILE_TABS, mobileTabsFor } from './mobile-tabs';

describe('the phone tab bar', () => {
  it('highlights the tab whose page is the longest match of the path', () => {
    expect(activeMobileTab('/', MOBILE_TABS.home)).toBe('/');
    expect(activeMobileTab('/shop/viewcart', MOBILE_TABS.shop)).toBe('/shop/viewcart');
    expect(activeMobileTab('/task/category/plumbing', MOBILE_TABS.task)).toBe('/task');
    expect(activeMobileTab('/user', MOBILE_TABS.task)).toBe('/user');
  });

  it('highlights "My tasks" on every list of my tasks, not "Account"', () => {
    const tabs = mobileTabsFor('/user/task/assigned');
    expect(tabs).toBe(MOBILE_TABS.task);
    for (const path of ['/user/task/posted', '/user/task/assigned', '/user/task/reviews-for-me']) {
      expect(activeMobileTab(path, tabs)).toBe('/user/task/posted?type=Open');
    }
    expect(activeMobileTab('/user/task/create', tabs)).toBe('/user/task/create');
  });

  it('highlights "My rentals" on my listings and on the inquiries', () => {
    const tabs = mobileTabsFor('/user/rent/posted');
    expect(tabs).toBe(MOBILE_TABS.rent);
    for (const path of ['/user/rent/posted', '/user/rent/inquiries']) {
      expect(activeMobileTab(path, tabs)).toBe('/user/rent/posted');
    }
    expect(activeMobileTab('/user/rent/create', tabs)).toBe('/user/rent/create');
  });
});
