'use client';

import { ORDER_FLOW } from '@bazaar/shared/order';
import { LOW_STOCK_THRESHOLD } from '@bazaar/shared/product';
import { DASHBOARD_DAYS, DASHBOARD_ORDER_STATUSES, type TVendorDashboard } from '@bazaar/shared/vendor';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingStore,
  IconCash,
  IconKey,
  IconPackage,
  IconReceipt,
  IconShoppingBag,
  IconStar,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import Link from 'next/link';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { formatCount, formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { type DashboardLink, DashboardLinkCard } from '@/platform/dashboard/dashboard-link-card';
import { Stat } from '@/platform/dashboard/stat-card';
import { useVendorDashboard } from './queries';
import { SalesChart } from './sales-chart';

const STORE_LINKS: DashboardLink[] = [
  {
    href: '/vendor/shop/orders',
    title: 'Orders',
    description: 'Confirm, pack and ship what customers buy from your store.',
    icon: IconShoppingBag,
  },
  {
    href: '/vendor/shop/products',
    title: 'Products',
    description: 'Add products, set prices and keep stock up to date.',
    icon: IconPackage,
  },
  {
    href: '/vendor/shop/reviews',
    title: 'Reviews',
    description: 'Read what buyers say and reply to them.',
    icon: IconStar,
  },
  {
    href: '/vendor/shop/payments',
    title: 'Payments',
    description: 'Your earnings, balance and payout history.',
    icon: IconCash,
  },
  {
    href: '/vendor/job/jobs',
    title: 'Jobs',
    description: 'Post openings at your business and close them when filled.',
    icon: IconBriefcase,
  },
  {
    href: '/vendor/job/applications',
    title: 'Applications',
    description: 'Shortlist, interview and hire the people who applied.',
    icon: IconUsers,
  },
];

const ACCOUNT_LINKS: DashboardLink[] = [
  {
    href: '/vendor/profile',
    title: 'Store profile',
    description: 'Store name, logo, banner, contact, address and payout details.',
    icon: IconBuildingStore,
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

function Figures({ data }: { data: TVendorDashboard }) {
  const open = data.ordersByStatus.Pending + data.ordersByStatus.Confirmed + data.ordersByStatus.Processing;
  return (
    <Stack gap="lg">
      {data.store.status === 'suspended' ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden size={18} />} title="Your store is suspended">
          Your products are hidden from the shop until an admin restores the store.
        </Alert>
      ) : null}
      {/* Three across only from lg: beside the sidebar, narrower cards would cut the money figures. */}
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md">
        <Stat
          label="Revenue"
          value={formatPrice(data.revenue)}
          hint="Delivered orders"
          icon={<IconReceipt aria-hidden size={20} />}
          testId="stat-revenue"
        />
        <Stat
          label="Balance"
          value={formatPrice(data.balance)}
          hint="Earnings less payouts"
          icon={<IconWallet aria-hidden size={20} />}
          href="/vendor/shop/payments"
          testId="stat-balance"
        />
        <Stat
          label="Orders"
          value={formatCount(data.ordersCount)}
          hint={`${open} to handle`}
          icon={<IconShoppingBag aria-hidden size={20} />}
          href="/vendor/shop/orders"
          testId="stat-orders"
        />
        <Stat
          label="Products"
          value={formatCount(data.productsCount)}
          hint={`${data.activeProducts} active`}
          icon={<IconPackage aria-hidden size={20} />}
          href="/vendor/shop/products"
          testId="stat-products"
        />
        <Stat
          label="Low stock"
          value={formatCount(data.lowStock)}
          hint={`${LOW_STOCK_THRESHOLD} or fewer left`}
          icon={<IconAlertTriangle aria-hidden size={20} />}
          href="/vendor/shop/products"
          testId="stat-low-stock"
        />
        <Stat
          label="Rating"
          value={data.reviewsCount > 0 ? data.averageRating.toFixed(1) : '–'}
          hint={`${data.reviewsCount} ${data.reviewsCount === 1 ? 'review' : 'reviews'}`}
          icon={<IconStar aria-hidden size={20} />}
          href="/vendor/shop/reviews"
          testId="stat-rating"
        />
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Title order={2} fz="md" mb="xs">
              Orders placed, last {DASHBOARD_DAYS} days
            </Title>
            <SalesChart series={data.series} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Title order={2} fz="md" mb="sm">
              Orders by status
            </Title>
            <Stack gap={6}>
              {DASHBOARD_ORDER_STATUSES.map((status) => (
                <Group key={status} justify="space-between" wrap="nowrap">
                  <Anchor
                    component={Link}
                    href={`/vendor/shop/orders?status=${status}`}
                    size="sm"
                    c="inherit"
                  >
                    <StatusBadge status={status} colors={ORDER_FLOW.colors} labels={ORDER_FLOW.labels} />
                  </Anchor>
                  <Text size="sm" fw={600} data-testid={`orders-${status}`}>
                    {data.ordersByStatus[status]}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="md">
            Top products
          </Title>
          <Button component={Link} href="/vendor/shop/products" variant="subtle" size="xs">
            All products
          </Button>
        </Group>
        {data.topProducts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No products yet. Add your first product to start selling.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label="Top products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Stock</Table.Th>
                  <Table.Th ta="right">Sold</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topProducts.map((p) => (
                  <Table.Tr key={p._id} data-testid="top-product">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={p.image} size={32} radius="sm" alt="" />
                        <Anchor component={Link} href={`/shop/product/${p.slug}`} size="sm" lineClamp={1}>
                          {p.name}
                        </Anchor>
                        {p.status !== 'active' ? (
                          <Badge size="xs" color="gray" variant="light">
                            {p.status}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{formatPrice(p.price)}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" c={p.stock <= LOW_STOCK_THRESHOLD ? 'red' : undefined}>
                        {p.stock}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(p.soldCount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

function FiguresSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading figures">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={280} radius="md" />
    </Stack>
  );
}

/** /vendor: the store's figures (sales, orders, stock, rating, balance), a 30-day chart and the way into each area. */
export function VendorDashboardView() {
  const { data: session } = useSession();
  const name = session?.user.fullName;
  const dashboard = useVendorDashboard();

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${firstName(name)}` : 'Vendor dashboard'}
        description={
          dashboard.data
            ? `How ${dashboard.data.store.storeName} is doing.`
            : 'Run your store and your job listings from here.'
        }
      />
      <Stack gap="xl">
        {dashboard.isError ? (
          <LoadErrorRetry what="store figures" onRetry={() => dashboard.refetch()} />
        ) : dashboard.data ? (
          <Figures data={dashboard.data} />
        ) : (
          <FiguresSkeleton />
        )}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your store
          </Title>
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
