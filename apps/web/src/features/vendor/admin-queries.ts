/** The /admin/vendors table (AdminTable) lists under `lists()`; invalidate it after a write. */
export const adminVendorKeys = {
  all: ['admin-vendors'] as const,
  lists: () => [...adminVendorKeys.all, 'list'] as const,
};

export const ADMIN_VENDORS_PAGE_SIZE = 10;
