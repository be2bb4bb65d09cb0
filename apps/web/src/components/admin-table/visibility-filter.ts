import type { TAdminTableFilter } from './url-state';

/** Tabs over rows an admin may hide (tasks, rentals, reviews): the `hidden` query of their list. */
export const VISIBILITY_TABS: TAdminTableFilter = {
  type: 'tabs',
  key: 'hidden',
  label: 'Visibility',
  options: [
    { value: 'all', label: 'All' },
    { value: 'false', label: 'Visible' },
    { value: 'true', label: 'Hidden' },
  ],
};
