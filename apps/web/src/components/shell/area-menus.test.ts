import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, activeMenuHref, VENDOR_MENU } from './area-menus';

describe('activeMenuHref', () => {
  it('highlights only the longest matching entry', () => {
    expect(activeMenuHref(ADMIN_MENU, '/admin/vendors/applications', '/admin')).toBe(
      '/admin/vendors/applications',
    );
    expect(activeMenuHref(ADMIN_MENU, '/admin/vendors', '/admin')).toBe('/admin/vendors');
  });

  it('matches pages below an entry, inside groups too', () => {
    expect(activeMenuHref(ADMIN_MENU, '/admin/shop/orders/abc', '/admin')).toBe('/admin/shop/orders');
    expect(activeMenuHref(VENDOR_MENU, '/vendor/shop/products', '/vendor')).toBe('/vendor/shop/products');
  });

  it('keeps the dashboard for the area root itself', () => {
    expect(activeMenuHref(ADMIN_MENU, '/admin', '/admin')).toBe('/admin');
    expect(activeMenuHref(ADMIN_MENU, '/admin/nowhere', '/admin')).toBeNull();
    expect(activeMenuHref(VENDOR_MENU, '/vendor/shop/orders', '/vendor')).toBe('/vendor/shop/orders');
  });
});
