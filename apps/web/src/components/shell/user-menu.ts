import {
  IconBellCog,
  IconBellPlus,
  IconBriefcase,
  IconBuildingStore,
  IconChecklist,
  IconFileCheck,
  IconHomeDollar,
  IconKey,
  IconListCheck,
  IconMessageCircle,
  IconMessages,
  IconPlus,
  IconShoppingBag,
  IconStar,
  IconUser,
  IconUserCheck,
  IconUserStar,
  type TablerIcon,
} from '@tabler/icons-react';

export type UserMenuLink = { label: string; href: string; icon: TablerIcon; isVendorApplication?: boolean };
export type UserMenuGroup = { label: string; icon: TablerIcon; links: UserMenuLink[] };

/** My private conversations (the thread feature); the menus show its unread count beside it. */
export const MESSAGES_HREF = '/user/messages';

/**
 * Every /user route of docs/product-rules.md "Routes and shell", grouped for the account side menu and the
 * mobile drawer.
 */
export const USER_MENU: readonly UserMenuGroup[] = [
  {
    label: 'Account',
    icon: IconUser,
    links: [
      { label: 'Overview', href: '/user', icon: IconUser },
      { label: 'Messages', href: MESSAGES_HREF, icon: IconMessageCircle },
      { label: 'Tasker profile', href: '/user/profile/tasker', icon: IconUserStar },
      { label: 'Change password', href: '/user/auth/change-password', icon: IconKey },
      { label: 'Saved searches', href: '/user/saved-searches', icon: IconBellPlus },
      { label: 'Notification settings', href: '/user/settings/notifications', icon: IconBellCog },
      {
        label: 'Apply For Vendor',
        href: '/user/apply-for-vendor',
        icon: IconUserCheck,
        isVendorApplication: true,
      },
    ],
  },
  {
    label: 'Shop',
    icon: IconBuildingStore,
    links: [
      { label: 'My orders', href: '/user/shop/orders', icon: IconShoppingBag },
      { label: 'My reviews', href: '/user/shop/reviews', icon: IconStar },
    ],
  },
  {
    label: 'Task',
    icon: IconChecklist,
    links: [
      { label: 'Post a task', href: '/user/task/create', icon: IconPlus },
      { label: 'Posted tasks', href: '/user/task/posted?type=Open', icon: IconListCheck },
      { label: 'Assigned to me', href: '/user/task/assigned', icon: IconChecklist },
      { label: 'Reviews by me', href: '/user/task/reviews-by-me', icon: IconStar },
      { label: 'Reviews for me', href: '/user/task/reviews-for-me', icon: IconStar },
    ],
  },
  {
    label: 'Job',
    icon: IconBriefcase,
    links: [{ label: 'Applied jobs', href: '/user/job/applied', icon: IconFileCheck }],
  },
  {
    label: 'Rent',
    icon: IconHomeDollar,
    links: [
      { label: 'List a rental', href: '/user/rent/create', icon: IconPlus },
      { label: 'My rentals', href: '/user/rent/posted', icon: IconHomeDollar },
      { label: 'Inquiries', href: '/user/rent/inquiries', icon: IconMessages },
    ],
  },
];

/**
 * Apply For Vendor disappears once the user is vendor verified (docs/product-rules.md "Routes and shell",
 * "Roles and guards").
 */
export function userMenuFor(isVendorVerified: boolean): UserMenuGroup[] {
  return USER_MENU.map((group) => ({
    ...group,
    links: group.links.filter((l) => !(l.isVendorApplication && isVendorVerified)),
  }));
}
