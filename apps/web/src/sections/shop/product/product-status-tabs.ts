import type { TAdminTableFilter } from '@/components/admin-table/url-state';

/** The status tabs of a product table (the vendor's own and the admin's). */
export const PRODUCT_STATUS_TABS: TAdminTableFilter = {
  type: 'tabs',
  key: 'status',
  label: 'Product status',
  options: [
    { value: 'all', label: 'All' },
    { value: 'active', label: 'Active' },
    { value: 'draft', label: 'Draft' },
    { value: 'archived', label: 'Archived' },
  ],
};
