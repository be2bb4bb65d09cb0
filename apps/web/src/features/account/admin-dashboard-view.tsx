'use client';

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAd,
  IconAddressBook,
  IconArticle,
  IconBriefcase,
  IconBuildingStore,
  IconCash,
  IconCategory,
  IconChecklist,
  IconClipboardList,
  IconDiscount,
  IconFileCv,
  IconHelp,
  IconHome2,
  IconKey,
  IconMessages,
  IconPackage,
  IconPhoto,
  IconSettings,
  IconShoppingBag,
  IconStar,
  IconTruckDelivery,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useSession } from 'next-auth/react';
import { PageHeader } from '@/components/page-header';
import { type DashboardLink, DashboardLinkCard } from './dashboard-link-card';

type DashboardGroup = { title: string; links: DashboardLink[] };

const SHOP = 'the Shop section';
const TASK = 'the Task section';
const JOB = 'the Job section';
const RENT = 'the Rent section';
const ADMIN_PAGES = 'the admin pages';

/** Spec §2 admin area: what an Admin (and so also a SuperAdmin) manages. */
const ADMIN_GROUPS: DashboardGroup[] = [
  {
    title: 'Shop',
    links: [
      {
        href: '/admin/shop/orders',
        title: 'Orders',
        description: 'Every order across all vendors.',
        icon: IconShoppingBag,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/products',
        title: 'Products',
        description: 'Review and moderate listed products.',
        icon: IconPackage,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/reviews',
        title: 'Reviews',
        description: 'Hide or restore product reviews.',
        icon: IconStar,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/categories',
        title: 'Categories',
        description: 'The shop category tree.',
        icon: IconCategory,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/addresses',
        title: 'Addresses',
        description: 'States, districts, municipalities and areas.',
        icon: IconAddressBook,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/voucher',
        title: 'Vouchers',
        description: 'Discount codes and their limits.',
        icon: IconDiscount,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/slider',
        title: 'Shop slider',
        description: 'Banners on the shop page.',
        icon: IconPhoto,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/vendor-payments',
        title: 'Vendor payments',
        description: 'Balances and payouts to vendors.',
        icon: IconCash,
        arrivesWith: SHOP,
      },
      {
        href: '/admin/shop/delivery',
        title: 'Delivery',
        description: 'Track shipped orders to the door.',
        icon: IconTruckDelivery,
        arrivesWith: SHOP,
      },
    ],
  },
  {
    title: 'Task, Job and Rent',
    links: [
      {
        href: '/admin/task/tasks',
        title: 'Tasks',
        description: 'Posted tasks and their state.',
        icon: IconClipboardList,
        arrivesWith: TASK,
      },
      {
        href: '/admin/task/categories',
        title: 'Task categories',
        description: 'What people can post tasks for.',
        icon: IconCategory,
        arrivesWith: TASK,
      },
      {
        href: '/admin/task/reviews',
        title: 'Task reviews',
        description: 'Reviews between posters and taskers.',
        icon: IconStar,
        arrivesWith: TASK,
      },
      {
        href: '/admin/job/jobs',
        title: 'Jobs',
        description: 'Job listings from vendors.',
        icon: IconBriefcase,
        arrivesWith: JOB,
      },
      {
        href: '/admin/job/categories',
        title: 'Job categories',
        description: 'Fields jobs are listed under.',
        icon: IconCategory,
        arrivesWith: JOB,
      },
      {
        href: '/admin/job/applications',
        title: 'Job applications',
        description: 'Applications across all jobs.',
        icon: IconFileCv,
        arrivesWith: JOB,
      },
      {
        href: '/admin/rent/list',
        title: 'Rentals',
        description: 'Rental listings and their visibility.',
        icon: IconHome2,
        arrivesWith: RENT,
      },
    ],
  },
  {
    title: 'People and content',
    links: [
      {
        href: '/admin/users',
        title: 'Users',
        description: 'Find accounts, block or unblock them.',
        icon: IconUsers,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/vendors',
        title: 'Vendors',
        description: 'Verified stores and their status.',
        icon: IconBuildingStore,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/vendors/applications',
        title: 'Vendor applications',
        description: 'Approve or reject new vendors.',
        icon: IconChecklist,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/home/slider',
        title: 'Home slider',
        description: 'Banners on the home page.',
        icon: IconPhoto,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/messages',
        title: 'Messages',
        description: 'What visitors wrote through Contact.',
        icon: IconMessages,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/blogs',
        title: 'Blogs',
        description: 'Write and publish posts.',
        icon: IconArticle,
        arrivesWith: ADMIN_PAGES,
      },
      {
        href: '/admin/faqs',
        title: 'FAQs',
        description: 'Questions and answers per section.',
        icon: IconHelp,
        arrivesWith: ADMIN_PAGES,
      },
    ],
  },
];

/** Spec §6: only a SuperAdmin sees Admins, Ads and Site Settings. */
const SUPER_ADMIN_GROUP: DashboardGroup = {
  title: 'Super admin',
  links: [
    {
      href: '/admin/admins',
      title: 'Admins',
      description: 'Give or take away admin access.',
      icon: IconUserPlus,
      arrivesWith: ADMIN_PAGES,
    },
    {
      href: '/admin/ad-setting/shop-home',
      title: 'Ads',
      description: 'Ad placements on each section.',
      icon: IconAd,
      arrivesWith: ADMIN_PAGES,
    },
    {
      href: '/admin/site-setting/info',
      title: 'Site settings',
      description: 'Site info, pages, team, partners and charges.',
      icon: IconSettings,
      arrivesWith: ADMIN_PAGES,
    },
  ],
};

const ACCOUNT_GROUP: DashboardGroup = {
  title: 'Account',
  links: [
    {
      href: '/admin/profile',
      title: 'Profile',
      description: 'Your name, photo and contact number.',
      icon: IconUserCircle,
    },
    {
      href: '/admin/auth/change-password',
      title: 'Change password',
      description: 'Keep the admin account secure.',
      icon: IconKey,
    },
  ],
};

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** /admin: a greeting and the way into each admin area; no figures until the areas that own them exist. */
export function AdminDashboardView() {
  const { data: session } = useSession();
  const isSuperAdmin = session?.user.userType.includes('SuperAdmin') ?? false;
  const name = session?.user.fullName;
  const groups = [...(isSuperAdmin ? [SUPER_ADMIN_GROUP] : []), ...ADMIN_GROUPS, ACCOUNT_GROUP];

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${firstName(name)}` : 'Admin dashboard'}
        description={
          isSuperAdmin
            ? 'You are a super admin: you manage admins, ads and site settings as well as the marketplace.'
            : 'Manage orders, listings, people and content across the marketplace.'
        }
      />
      <Stack gap="xl">
        <Text size="sm" c="dimmed" mt={-8}>
          Figures such as sales and sign-ups will show here once the sections that record them open.
        </Text>
        {groups.map((group) => (
          <Stack key={group.title} gap="sm">
            <Title order={2} fz="lg">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
              {group.links.map((link) => (
                <DashboardLinkCard key={link.href} {...link} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
