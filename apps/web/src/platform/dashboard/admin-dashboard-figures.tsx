'use client';

import '@mantine/charts/styles.css';
import {
  ADMIN_DASHBOARD_PERIODS,
  type TAdminDashboard,
  type TAdminDashboardPeriod,
} from '@bazaar/shared/dashboard';
import { ADMIN_MODERATION_ROUTE } from '@bazaar/shared/moderation-constants';
import { toRupees } from '@bazaar/shared/money';
import { ORDER_FLOW, type TOrderStatus } from '@bazaar/shared/order';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Anchor,
  Box,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowsExchange,
  IconBriefcase,
  IconBuildingStore,
  IconChecklist,
  IconClipboardList,
  IconFlag,
  IconHomeDollar,
  IconMail,
  IconPackage,
  IconReceipt,
  IconShoppingBag,
  IconStarHalf,
  IconUserPlus,
} from '@tabler/icons-react';
import Link from 'next/link';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { StatusBadge } from '@/components/status-badge';
import { formatCount, formatPrice, MONTHS_SHORT } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useAdminDashboard } from './queries';
import { Stat } from './stat-card';

const PERIOD_LABEL: Record<TAdminDashboardPeriod, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '12 months',
};

function bucketLabel(date: string, bucket: 'day' | 'month'): string {
  const [y, m, d] = date.split('-');
  const month = MONTHS_SHORT[Number(m) - 1];
  return bucket === 'month' ? `${month} ${y?.slice(2)}` : `${Number(d)} ${month}`;
}

const count = formatCount;

function Figures({ data }: { data: TAdminDashboard }) {
  const { orders, users, vendors, products, tasks, jobs, rent, pending, moderation, period, crossSell } =
    data;
  const offers = Object.values(crossSell).reduce(
    (sum, c) => ({
      shown: sum.shown + c.shown,
      started: sum.started + c.started,
      posted: sum.posted + c.posted,
    }),
    { shown: 0, started: 0, posted: 0 },
  );
  const series = data.series.map((b) => ({
    label: bucketLabel(b.date, period.bucket),
    Sales: toRupees(b.sales),
    Orders: b.orders,
    'New users': b.users,
  }));
  const hasOrders = orders.count > 0;
  const hasUsers = users.new > 0;
  const statuses = ORDER_FLOW.statuses.filter((s) => (orders.byStatus[s] ?? 0) > 0);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="md">
        <Stat
          label="Sales"
          value={formatPrice(orders.sales)}
          hint={`${formatPrice(orders.delivered)} delivered`}
          icon={<IconReceipt aria-hidden size={20} />}
          href="/admin/shop/orders"
          testId="stat-sales"
        />
        <Stat
          label="Orders"
          value={count(orders.count)}
          hint={`${count(orders.byStatus.Pending ?? 0)} waiting to be confirmed`}
          icon={<IconShoppingBag aria-hidden size={20} />}
          href="/admin/shop/orders"
          testId="stat-orders"
        />
        <Stat
          label="New users"
          value={count(users.new)}
          hint={`${count(users.total)} in all · ${count(users.blocked)} blocked`}
          icon={<IconUserPlus aria-hidden size={20} />}
          href="/admin/users"
          testId="stat-new-users"
        />
        <Stat
          label="New vendors"
          value={count(vendors.new)}
          hint={`${count(vendors.total)} stores in all`}
          icon={<IconBuildingStore aria-hidden size={20} />}
          href="/admin/vendors"
          testId="stat-new-vendors"
        />
        <Stat
          label="New products"
          value={count(products.new)}
          hint={`${count(products.active)} on sale`}
          icon={<IconPackage aria-hidden size={20} />}
          href="/admin/shop/products"
          testId="stat-new-products"
        />
        <Stat
          label="Tasks posted"
          value={count(tasks.posted)}
          hint={`${count(tasks.completed)} completed · ${count(tasks.open)} open now`}
          icon={<IconClipboardList aria-hidden size={20} />}
          href="/admin/task/tasks"
          testId="stat-tasks"
        />
        <Stat
          label="Jobs posted"
          value={count(jobs.posted)}
          hint={`${count(jobs.applications)} applications · ${count(jobs.open)} open now`}
          icon={<IconBriefcase aria-hidden size={20} />}
          href="/admin/job/jobs"
          testId="stat-jobs"
        />
        <Stat
          label="Rentals listed"
          value={count(rent.listed)}
          hint={`${count(rent.inquiries)} inquiries · ${count(rent.active)} active now`}
          icon={<IconHomeDollar aria-hidden size={20} />}
          href="/admin/rent/list"
          testId="stat-rent"
        />
        <Stat
          label="Tasks from offers"
          value={count(offers.posted)}
          hint={`${count(offers.shown)} offers shown · ${count(offers.started)} followed`}
          icon={<IconArrowsExchange aria-hidden size={20} />}
          href="/admin/task/cross-sell"
          testId="stat-cross-sell"
        />
        <Stat
          label="Vendor applications"
          value={count(pending.vendorApplications)}
          hint="Waiting for a decision"
          icon={<IconChecklist aria-hidden size={20} />}
          href="/admin/vendors/applications"
          testId="stat-applications"
        />
        <Stat
          label="Unread messages"
          value={count(pending.unreadMessages)}
          hint="From the Contact page"
          icon={<IconMail aria-hidden size={20} />}
          href="/admin/messages?folder=unread"
          testId="stat-unread-messages"
        />
        <Stat
          label="Reports to review"
          value={count(moderation.openThings)}
          hint={
            moderation.oldestOpenAt
              ? `${count(moderation.openReports)} reports · oldest ${formatRelativeTime(moderation.oldestOpenAt)}`
              : 'Nothing waiting'
          }
          icon={<IconFlag aria-hidden size={20} />}
          href={ADMIN_MODERATION_ROUTE}
          testId="stat-moderation"
        />
        <Stat
          label="Low-rated reviews"
          value={count(pending.lowRatedReviews)}
          hint="1 or 2 stars, still visible"
          icon={<IconStarHalf aria-hidden size={20} />}
          href="/admin/shop/reviews?hidden=false"
          testId="stat-low-reviews"
        />
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Title order={2} fz="md" mb="sm">
              Sales, last {PERIOD_LABEL[period.days as TAdminDashboardPeriod]}
            </Title>
            {hasOrders ? (
              <Box
                role="img"
                aria-label={`Sales per ${period.bucket}, from ${formatPrice(orders.sales)} in all`}
              >
                <AreaChart
                  h={240}
                  data={series}
                  dataKey="label"
                  series={[{ name: 'Sales', color: 'teal.6', label: 'Sales (Rs.)' }]}
                  curveType="monotone"
                  valueFormatter={(v) => formatPrice(Math.round(v * 100))}
                  withDots={false}
                  tickLine="none"
                  gridAxis="y"
                />
              </Box>
            ) : (
              <Text size="sm" c="dimmed" py="xl" ta="center" data-testid="sales-chart-empty">
                No orders in this period.
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Title order={2} fz="md" mb="sm">
              Orders by status
            </Title>
            {statuses.length === 0 ? (
              <Text size="sm" c="dimmed">
                No orders in this period.
              </Text>
            ) : (
              <Stack gap={6}>
                {statuses.map((status) => (
                  <Group key={status} justify="space-between" wrap="nowrap">
                    <Anchor
                      component={Link}
                      href={`/admin/shop/orders?status=${status}`}
                      size="sm"
                      c="inherit"
                    >
                      <StatusBadge
                        status={status as TOrderStatus}
                        colors={ORDER_FLOW.colors}
                        labels={ORDER_FLOW.labels}
                      />
                    </Anchor>
                    <Text size="sm" fw={600} data-testid={`orders-${status}`}>
                      {count(orders.byStatus[status] ?? 0)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={12}>
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="md" mb="sm">
              Orders and new users
            </Title>
            {hasOrders || hasUsers ? (
              <Box
                role="img"
                aria-label={`Orders and new users per ${period.bucket}: ${orders.count} orders, ${users.new} new users`}
              >
                <BarChart
                  h={220}
                  data={series}
                  dataKey="label"
                  series={[
                    { name: 'Orders', color: 'blue.6' },
                    { name: 'New users', color: 'grape.5' },
                  ]}
                  tickLine="none"
                  gridAxis="y"
                  withLegend
                />
              </Box>
            ) : (
              <Text size="sm" c="dimmed" py="xl" ta="center">
                No orders or new accounts in this period.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The admin dashboard's figures over a chosen period; Rent joins once that section exists. */
export function AdminDashboardFigures({
  days,
  onDaysChange,
}: {
  days: TAdminDashboardPeriod;
  onDaysChange: (days: TAdminDashboardPeriod) => void;
}) {
  const { data, isPending, isError, refetch } = useAdminDashboard(days);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="lg">
          The marketplace
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Period"
          value={String(days)}
          onChange={(v) => onDaysChange(Number(v) as TAdminDashboardPeriod)}
          data={ADMIN_DASHBOARD_PERIODS.map((d) => ({ value: String(d), label: PERIOD_LABEL[d] }))}
        />
      </Group>
      {isError && !data ? (
        <LoadErrorRetry what="the dashboard" onRetry={() => refetch()} />
      ) : isPending || !data ? (
        <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="md">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Figures data={data} />
      )}
    </Stack>
  );
}
