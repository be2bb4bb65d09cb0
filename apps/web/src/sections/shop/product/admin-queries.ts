/** The /admin/shop/products table (AdminTable) lists under `lists()`; invalidate it after a write. */
export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
};

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
