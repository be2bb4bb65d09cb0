'use client';

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCash,
  IconKey,
  IconPackage,
  IconShoppingBag,
  IconStar,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useSession } from 'next-auth/react';
import { PageHeader } from '@/components/page-header';
import { type DashboardLink, DashboardLinkCard } from './dashboard-link-card';

const STORE_LINKS: DashboardLink[] = [
  {
    href: '/vendor/shop/orders',
    title: 'Orders',
    description: 'Confirm, pack and ship what customers buy from your store.',
    icon: IconShoppingBag,
    arrivesWith: 'the Shop section',
  },
  {
    href: '/vendor/shop/products',
    title: 'Products',
    description: 'Add products, set prices and keep stock up to date.',
    icon: IconPackage,
    arrivesWith: 'the Shop section',
  },
  {
    href: '/vendor/shop/reviews',
    title: 'Reviews',
    description: 'Read what buyers say and reply to them.',
    icon: IconStar,
    arrivesWith: 'the Shop section',
  },
  {
    href: '/vendor/shop/payments',
    title: 'Payments',
    description: 'Your earnings, balance and payout history.',
    icon: IconCash,
    arrivesWith: 'the Shop section',
  },
  {
    href: '/vendor/job/jobs',
    title: 'Jobs',
    description: 'Post openings at your business and close them when filled.',
    icon: IconBriefcase,
    arrivesWith: 'the Job section',
  },
  {
    href: '/vendor/job/applications',
    title: 'Applications',
    description: 'Shortlist, interview and hire the people who applied.',
    icon: IconUsers,
    arrivesWith: 'the Job section',
  },
];

const ACCOUNT_LINKS: DashboardLink[] = [
  {
    href: '/vendor/profile',
    title: 'Profile',
    description: 'Your name, photo and contact number.',
    icon: IconUserCircle,
  },
  {
    href: '/vendor/auth/change-password',
    title: 'Change password',
    description: 'Keep your store account secure.',
    icon: IconKey,
  },
];

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** /vendor: a greeting and the way into each vendor area; figures arrive with the sections that own them. */
export function VendorDashboardView() {
  const { data: session } = useSession();
  const name = session?.user.fullName;

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${firstName(name)}` : 'Vendor dashboard'}
        description="Run your store and your job listings from here."
      />
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your store
          </Title>
          <Text size="sm" c="dimmed">
            Sales, orders and payouts will show here once the Shop and Job sections open. Nothing is counted
            yet, so nothing is shown.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {STORE_LINKS.map((link) => (
              <DashboardLinkCard key={link.href} {...link} />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Account
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {ACCOUNT_LINKS.map((link) => (
              <DashboardLinkCard key={link.href} {...link} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </>
  );
}
