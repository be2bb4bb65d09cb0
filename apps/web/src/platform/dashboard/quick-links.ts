import type { Icon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCheckupList,
  IconClipboardList,
  IconHome2,
  IconKey,
  IconMessageCircle,
  IconPackage,
  IconPlus,
  IconStar,
  IconStarHalf,
  IconUserCheck,
  IconUserStar,
} from '@tabler/icons-react';

export type QuickLink = { href: string; label: string; icon: Icon };
export type QuickLinkGroup = { title: string; links: QuickLink[] };

/**
 * Every /user area route of docs/product-rules.md "Routes and shell", grouped by section. Apply For Vendor is
 * added only when not verified.
 */
export function listUserQuickLinks(isVendorVerified: boolean): QuickLinkGroup[] {
  const account: QuickLink[] = [
    { href: '/user/auth/change-password', label: 'Change password', icon: IconKey },
    { href: '/user/profile/tasker', label: 'Tasker profile', icon: IconUserStar },
  ];
  if (!isVendorVerified) {
    account.push({ href: '/user/apply-for-vendor', label: 'Apply For Vendor', icon: IconBuildingStore });
  }
  return [
    { title: 'Account', links: account },
    {
      title: 'Shop',
      links: [
        { href: '/user/shop/orders', label: 'My orders', icon: IconPackage },
        { href: '/user/shop/reviews', label: 'My reviews', icon: IconStar },
      ],
    },
    {
      title: 'Task',
      links: [
        { href: '/user/task/create', label: 'Post a task', icon: IconPlus },
        { href: '/user/task/posted?type=Open', label: 'Posted tasks', icon: IconClipboardList },
        { href: '/user/task/assigned', label: 'Assigned to me', icon: IconCheckupList },
        { href: '/user/task/reviews-by-me', label: 'Reviews by me', icon: IconStarHalf },
        { href: '/user/task/reviews-for-me', label: 'Reviews for me', icon: IconUserCheck },
      ],
    },
    { title: 'Job', links: [{ href: '/user/job/applied', label: 'Applied jobs', icon: IconBriefcase }] },
    {
      title: 'Rent',
      links: [
        { href: '/user/rent/create', label: 'List a rental', icon: IconPlus },
        { href: '/user/rent/posted', label: 'My rentals', icon: IconHome2 },
        { href: '/user/rent/inquiries', label: 'Inquiries', icon: IconMessageCircle },
      ],
    },
  ];
}
