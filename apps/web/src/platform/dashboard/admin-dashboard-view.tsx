'use client';

import type { TAdminDashboardPeriod } from '@bazaar/shared/dashboard';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
  IconMail,
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
import Link from 'next/link';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session-client';
import { AdminDashboardFigures } from './admin-dashboard-figures';
import { type DashboardLink, DashboardLinkCard } from './dashboard-link-card';

type DashboardGroup = { title: string; links: DashboardLink[] };

/** docs/product-rules.md "Routes and shell", admin area: what an Admin (and so also a SuperAdmin) manages. */
const ADMIN_GROUPS: DashboardGroup[] = [
  {
    title: 'Shop',
    links: [
      {
        href: '/admin/shop/orders',
        title: 'Orders',
        description: 'Every order of every store: move it along, mark it delivered or returned.',
        icon: IconShoppingBag,
      },
      {
        href: '/admin/shop/products',
        title: 'Products',
        description: 'Hide a product from the shop or feature it.',
        icon: IconPackage,
      },
      {
        href: '/admin/shop/reviews',
        title: 'Reviews',
        description: 'Hide or restore product reviews.',
        icon: IconStar,
      },
      {
        href: '/admin/shop/categories',
        title: 'Categories',
        description: 'The shop category tree.',
        icon: IconCategory,
      },
      {
        href: '/admin/shop/addresses',
        title: 'Addresses',
        description: 'States, districts, municipalities and areas.',
        icon: IconAddressBook,
      },
      {
        href: '/admin/shop/voucher',
        title: 'Vouchers',
        description: 'Discount codes and their limits.',
        icon: IconDiscount,
      },
      {
        href: '/admin/shop/slider',
        title: 'Shop slider',
        description: 'Banners on the shop page.',
        icon: IconPhoto,
      },
      {
        href: '/admin/shop/vendor-payments',
        title: 'Vendor payments',
        description: 'Store balances, payouts and ledgers.',
        icon: IconCash,
      },
      {
        href: '/admin/shop/delivery',
        title: 'Delivery',
        description: 'Parcels of shipped orders; mark them delivered.',
        icon: IconTruckDelivery,
      },
    ],
  },
  {
    title: 'People and content',
    links: [
      {
        href: '/admin/vendors',
        title: 'Vendors',
        description: 'Stores and their status; suspend or restore one.',
        icon: IconBuildingStore,
      },
      {
        href: '/admin/vendors/applications',
        title: 'Vendor applications',
        description: 'Approve or reject new vendors.',
        icon: IconChecklist,
      },
      {
        href: '/admin/home/slider',
        title: 'Home slider',
        description: 'Banners on the home page.',
        icon: IconPhoto,
      },
      {
        href: '/admin/users',
        title: 'Users',
        description: 'Find accounts, block or unblock them.',
        icon: IconUsers,
      },
      {
        href: '/admin/messages',
        title: 'Messages',
        description: 'What visitors wrote through Contact.',
        icon: IconMessages,
      },
      {
        href: '/admin/blogs',
        title: 'Blogs',
        description: 'Write and publish posts.',
        icon: IconArticle,
      },
      {
        href: '/admin/faqs',
        title: 'FAQs',
        description: 'Questions and answers per section.',
        icon: IconHelp,
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
      },
      {
        href: '/admin/task/categories',
        title: 'Task categories',
        description: 'What people can post tasks for.',
        icon: IconCategory,
      },
      {
        href: '/admin/task/reviews',
        title: 'Task reviews',
        description: 'Reviews between posters and taskers.',
        icon: IconStar,
      },
      {
        href: '/admin/job/jobs',
        title: 'Jobs',
        description: 'Job listings from vendors.',
        icon: IconBriefcase,
      },
      {
        href: '/admin/job/categories',
        title: 'Job categories',
        description: 'Fields jobs are listed under.',
        icon: IconCategory,
      },
      {
        href: '/admin/job/applications',
        title: 'Job applications',
        description: 'Applications across all jobs.',
        icon: IconFileCv,
      },
      {
        href: '/admin/rent/list',
        title: 'Rentals',
        description: 'Rental listings and their visibility.',
        icon: IconHome2,
      },
    ],
  },
];

/** docs/product-rules.md "Roles and guards": only a SuperAdmin sees Admins, Ads and Site Settings. */
const SUPER_ADMIN_GROUP: DashboardGroup = {
  title: 'Super admin',
  links: [
    {
      href: '/admin/ad-setting/shop-home',
      title: 'Ads',
      description: 'One ad per placement: shop, product, task, job and rent pages.',
      icon: IconAd,
    },
    {
      href: '/admin/site-setting/delivery-charge',
      title: 'Delivery charge',
      description: 'The charge per order, by district.',
      icon: IconTruckDelivery,
    },
    {
      href: '/admin/admins',
      title: 'Admins',
      description: 'Give or take away admin access.',
      icon: IconUserPlus,
    },
    {
      href: '/admin/site-setting/email-template',
      title: 'Email templates',
      description: 'The wording of every email, a test send and the outbox.',
      icon: IconMail,
    },
    {
      href: '/admin/site-setting/info',
      title: 'Site settings',
      description: 'Site info, pages, team and partners.',
      icon: IconSettings,
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

/** /admin: a greeting, the marketplace's figures over a chosen period, and the way into each admin area. */
export function AdminDashboardView() {
  const { data: session } = useSession();
  const isSuperAdmin = session?.user.userType.includes('SuperAdmin') ?? false;
  const name = session?.user.fullName;
  const groups = [...(isSuperAdmin ? [SUPER_ADMIN_GROUP] : []), ...ADMIN_GROUPS, ACCOUNT_GROUP];
  const [days, setDays] = useState<TAdminDashboardPeriod>(30);

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
        <AdminDashboardFigures days={days} onDaysChange={setDays} />
        <Text size="sm" c="dimmed">
          What stores are owed is on{' '}
          <Anchor component={Link} href="/admin/shop/vendor-payments" underline="always">
            Vendor payments
          </Anchor>
          .
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
