import { DELIVERY_FLOW } from '@bazaar/shared/delivery';
import { VENDOR_APPLICATION_FLOW } from '@bazaar/shared/vendor-application';
import { describe, expect, it } from 'vitest';
import { tabsDefault } from '@/components/admin-table/url-state';
import { statusTabsFilter } from './status-tabs';

describe('statusTabsFilter', () => {
  it('offers All, then every status by its label, opening on All', () => {
    const filter = statusTabsFilter(DELIVERY_FLOW, { label: 'Delivery status' });
    expect(filter).toMatchObject({ type: 'tabs', key: 'status', label: 'Delivery status' });
    if (filter.type !== 'tabs') throw new Error('not tabs');
    expect(filter.options.map((o) => o.label)).toEqual([
      'All',
      'Pending',
      'Picked',
      'In transit',
      'Delivered',
      'Failed',
    ]);
    expect(tabsDefault(filter)).toBe('all');
  });

  it('can put All last and open on a status', () => {
    const filter = statusTabsFilter(VENDOR_APPLICATION_FLOW, {
      label: 'Application status',
      allPosition: 'last',
      defaultValue: 'Pending',
    });
    if (filter.type !== 'tabs') throw new Error('not tabs');
    expect(filter.options.map((o) => o.value)).toEqual(['Pending', 'Approved', 'Rejected', 'all']);
    expect(tabsDefault(filter)).toBe('Pending');
  });
});
