'use client';

import {
  STOCK_FILTER_LABELS,
  STOCK_FILTERS,
  type TProductStatus,
  type TVendorProductListResponse,
  type TVendorProductRow,
  type TVendorProductWriteResponse,
} from '@bazaar/shared/product';
import { Alert, Avatar, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArchive,
  IconDots,
  IconEdit,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconPackage,
  IconPlus,
  IconRestore,
} from '@tabler/icons-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, moneyColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn, TAdminTablePage, TApiQuery } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { formatPrice } from '@/lib/format';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ProductStatusBadges, StockBadge, stockState } from './product-badges';
import { ProductFormDrawer } from './product-form-drawer';
import { PRODUCT_STATUS_TABS } from './product-status-tabs';
import { VENDOR_PRODUCTS_PAGE_SIZE, vendorProductKeys } from './vendor-queries';

const FILTERS: TAdminTableFilter[] = [
  PRODUCT_STATUS_TABS,
  {
    type: 'select',
    key: 'stock',
    label: 'Stock',
    placeholder: 'Any stock',
    options: STOCK_FILTERS.map((value) => ({ value, label: STOCK_FILTER_LABELS[value] })),
  },
];

const COLUMNS: TAdminTableColumn<TVendorProductRow>[] = [
  {
    key: 'product',
    header: 'Product',
    sortKey: 'name',
    render: (p) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={p.image} size={44} radius="md" alt="">
          <IconPackage aria-hidden size={20} />
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} lineClamp={2}>
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.sku ? `SKU ${p.sku} · ` : ''}
            {p.variantCount ? `${p.variantCount} variant${p.variantCount === 1 ? '' : 's'}` : 'No variants'}
          </Text>
        </Stack>
      </Group>
    ),
    csv: (p) => p.name,
  },
  { key: 'sku', header: 'SKU', csvOnly: true, csv: (p) => p.sku ?? '' },
  { key: 'category', header: 'Category', render: (p) => p.category.name, csv: (p) => p.category.name },
  {
    ...moneyColumn({
      key: 'price',
      header: 'Price',
      sortKey: 'price',
      amount: (p: TVendorProductRow) => p.price,
    }),
    // The MRP, struck through, under a discounted price.
    render: (p) => (
      <Stack gap={0} align="flex-end">
        <Text size="sm">{formatPrice(p.price)}</Text>
        {p.mrp && p.mrp > p.price ? (
          <Text size="xs" c="dimmed" td="line-through">
            {formatPrice(p.mrp)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'stock',
    header: 'Stock',
    sortKey: 'stock',
    render: (p) => <StockBadge stock={p.stock} />,
    csv: (p) => p.stock,
  },
  { key: 'stockState', header: 'Stock state', csvOnly: true, csv: (p) => stockState(p.stock) },
  {
    key: 'sold',
    header: 'Sold',
    sortKey: 'soldCount',
    align: 'right',
    render: (p) => p.soldCount,
    csv: (p) => p.soldCount,
  },
  {
    key: 'status',
    header: 'Status',
    render: (p) => <ProductStatusBadges status={p.status} isHidden={p.isHidden} isFeatured={p.isFeatured} />,
    csv: (p) => `${p.status}${p.isHidden ? ' (hidden)' : ''}`,
  },
  dateColumn({ key: 'updated', header: 'Updated', sortKey: 'updatedAt', date: (p) => p.updatedAt }),
];

type StatusChange = { product: TVendorProductRow; status: TProductStatus };

type ChangeCopy = { title: string; body: string; button: string; color: string };

const CHANGE_COPY: Record<TProductStatus, ChangeCopy> = {
  archived: {
    title: 'Archive this product?',
    body: 'It leaves the shop and buyers can no longer order it. Orders that include it keep it. You can restore it later as a draft.',
    button: 'Archive',
    color: 'red',
  },
  draft: {
    title: 'Move to drafts?',
    body: 'It leaves the shop until you publish it again.',
    button: 'Move to drafts',
    color: 'blue',
  },
  active: {
    title: 'Publish this product?',
    body: 'It appears in the shop right away.',
    button: 'Publish',
    color: 'green',
  },
};

/** Archived → draft: the product is out of the shop already and stays out. */
const RESTORE_COPY: ChangeCopy = {
  title: 'Restore to drafts?',
  body: 'It stays out of the shop until you publish it.',
  button: 'Restore to drafts',
  color: 'green',
};

/** /vendor/shop/products: the store's products with status tabs, search, stock filter, create/edit/archive. */
export function VendorProductsView() {
  return (
    <Suspense fallback={null}>
      <VendorProductsInner />
    </Suspense>
  );
}

function VendorProductsInner() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const fetcher = useApiFetch();
  const [canPublish, setCanPublish] = useState(true);
  const [change, setChange] = useState<StatusChange | null>(null);
  // ?id=<productId> (from a notification) or ?edit=new opens the form.
  const target = searchParams.get('edit') ?? searchParams.get('id');

  const setTarget = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      params.delete('id');
      if (next) params.set('edit', next);
      else params.delete('edit');
      const text = params.toString();
      router.push(`${pathname}${text ? `?${text}` : ''}`, { scroll: false });
    },
    [router, pathname],
  );

  const fetchPage = useCallback(
    async (query: TApiQuery, signal?: AbortSignal): Promise<TAdminTablePage<TVendorProductRow>> => {
      const res = await fetcher<TVendorProductListResponse>('/vendor/products', { query, signal });
      setCanPublish(res.canPublish);
      return res;
    },
    [fetcher],
  );

  const mutate = useApiMutation<StatusChange, TVendorProductWriteResponse>(
    ({ product, status }, fetch) =>
      fetch<TVendorProductWriteResponse>(`/vendor/products/${product._id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    { invalidate: [vendorProductKeys.all], onSuccess: () => setChange(null) },
  );

  const copy = !change
    ? null
    : change.product.status === 'archived'
      ? RESTORE_COPY
      : CHANGE_COPY[change.status];

  return (
    <>
      <PageHeader
        title="Products"
        description="Add products with photos, variants and stock; publish them to the shop or keep them as drafts."
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setTarget('new')}>
            Add product
          </Button>
        }
      />
      {!canPublish ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden size={18} />} mb="md">
          Your store is suspended: its products are hidden from the shop. You can edit and save drafts, and
          publish again once an admin restores the store.
        </Alert>
      ) : null}
      <AdminTable<TVendorProductRow>
        label="Products"
        cardsOnPhone
        fetchPage={fetchPage}
        queryKey={vendorProductKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        defaultSort="-createdAt"
        limit={VENDOR_PRODUCTS_PAGE_SIZE}
        searchPlaceholder="Name, SKU or brand"
        searchLabel="Search products"
        itemsLabel="products"
        csvFileName="products"
        rowTestId="product-row"
        minWidth={900}
        emptyState={{
          title: 'No products yet',
          description: 'Add your first product: it stays a draft until you publish it.',
          icon: <IconPackage aria-hidden size={26} />,
        }}
        rowActions={(p) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {p.status !== 'archived' ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit aria-hidden size={14} />}
                onClick={() => setTarget(p._id)}
              >
                Edit
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="green"
                leftSection={<IconRestore aria-hidden size={14} />}
                onClick={() => setChange({ product: p, status: 'draft' })}
              >
                Restore
              </Button>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="subtle" px={6} aria-label={`More actions for ${p.name}`}>
                  <IconDots aria-hidden size={16} />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {p.status === 'draft' ? (
                  <Menu.Item
                    leftSection={<IconEye aria-hidden size={14} />}
                    disabled={!canPublish}
                    onClick={() => setChange({ product: p, status: 'active' })}
                  >
                    Publish
                  </Menu.Item>
                ) : null}
                {p.status === 'active' ? (
                  <>
                    <Menu.Item
                      leftSection={<IconExternalLink aria-hidden size={14} />}
                      component="a"
                      href={`/shop/product/${p.slug}`}
                      target="_blank"
                    >
                      View in shop
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconEyeOff aria-hidden size={14} />}
                      onClick={() => setChange({ product: p, status: 'draft' })}
                    >
                      Unpublish
                    </Menu.Item>
                  </>
                ) : null}
                {p.status !== 'archived' ? (
                  <Menu.Item
                    color="red"
                    leftSection={<IconArchive aria-hidden size={14} />}
                    onClick={() => setChange({ product: p, status: 'archived' })}
                  >
                    Archive
                  </Menu.Item>
                ) : null}
                {p.status === 'archived' ? (
                  <Menu.Item
                    leftSection={<IconRestore aria-hidden size={14} />}
                    onClick={() => setChange({ product: p, status: 'draft' })}
                  >
                    Restore as draft
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      />

      <ProductFormDrawer target={target} canPublish={canPublish} onClose={() => setTarget(null)} />

      <Modal opened={change !== null} onClose={() => setChange(null)} title={copy?.title} centered>
        <Stack gap="md">
          <Text size="sm">
            <b>{change?.product.name}</b>: {copy?.body}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setChange(null)}>
              Cancel
            </Button>
            <Button
              color={copy?.color}
              loading={mutate.isPending}
              onClick={() => change && mutate.mutate(change)}
            >
              {copy?.button}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
