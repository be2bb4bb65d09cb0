import { formatAmount, toRupees } from '@bazaar/shared/money';
import { Anchor, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import type { CSSProperties, ReactNode } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatPrice } from '@/lib/format';
import type { TAdminTableColumn } from './types';

/**
 * Columns that look and export the same in every table: a person, a date, an amount of money, a
 * status. Spread one and override a field where a table needs more (e.g. a price with its MRP).
 */

/** The column's key, its title and, when the API sorts by it, the sort field. */
type TColumnBase = Pick<TAdminTableColumn<unknown>, 'key' | 'header' | 'sortKey' | 'width'>;

/** `href`: the person's public page, when the table links it. */
type TPerson = { fullName: string; email: string | null; href?: string };

/**
 * The name over the email. Two columns: the CSV gets the name under the header and the email, right
 * after it, under "<header> email".
 */
export function personColumns<T>({
  person,
  ...column
}: TColumnBase & { person: (row: T) => TPerson }): TAdminTableColumn<T>[] {
  return [
    {
      ...column,
      render: (row) => {
        const { fullName, email, href } = person(row);
        return (
          <Stack gap={0}>
            {href ? (
              <Anchor component={Link} href={href} size="sm" onClick={(e) => e.stopPropagation()}>
                {fullName}
              </Anchor>
            ) : (
              <Text size="sm">{fullName}</Text>
            )}
            {/* A long address is cut at the cell's edge rather than widening the table. */}
            {email ? (
              <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
                {email}
              </Text>
            ) : null}
          </Stack>
        );
      },
      csv: (row) => person(row).fullName,
    },
    {
      key: `${column.key}-email`,
      header: `${column.header} email`,
      csvOnly: true,
      csv: (row) => person(row).email,
    },
  ];
}

/** "21 Nov 2025" on one line, "—" when there is none; the CSV gets the ISO timestamp. */
export function dateColumn<T>({
  date,
  ...column
}: TColumnBase & { date: (row: T) => string | null }): TAdminTableColumn<T> {
  return {
    ...column,
    nowrap: true,
    render: (row) => {
      const value = date(row);
      return value ? formatDate(value) : '—';
    },
    csv: (row) => date(row),
  };
}

/** When the row was made (`header`: Posted, Listed, Written), sortable by it. */
export function createdColumn<T extends { createdAt: string }>(header: string): TAdminTableColumn<T> {
  return dateColumn<T>({ key: 'created', header, sortKey: 'createdAt', date: (row) => row.createdAt });
}

/** A count (offers, inquiries), right-aligned, sortable by `sortKey`. */
export function countColumn<T>({
  count,
  ...column
}: TColumnBase & { count: (row: T) => number }): TAdminTableColumn<T> {
  return { ...column, align: 'right', render: count, csv: count };
}

/**
 * Paisa shown as "Rs. 1,234.50", right-aligned on one line, "—" when there is none. The CSV gets
 * rupees under "<header> (Rs.)", so a spreadsheet can add them up.
 */
export function moneyColumn<T>({
  amount,
  fw,
  testId,
  withPaisa = false,
  ...column
}: TColumnBase & {
  /** In paisa; null = none. */
  amount: (row: T) => number | null;
  /** Font weight, for the figure a table is about. */
  fw?: number;
  testId?: string;
  /** Two paisa digits on every amount (formatAmount), for accounts where some amounts have paisa. */
  withPaisa?: boolean;
}): TAdminTableColumn<T> {
  return {
    ...column,
    align: 'right',
    render: (row) => {
      const value = amount(row);
      if (value === null) return '—';
      return (
        <Text size="sm" fw={fw} data-testid={testId}>
          {withPaisa ? formatAmount(value) : formatPrice(value)}
        </Text>
      );
    },
    csv: (row) => {
      const value = amount(row);
      return value === null ? null : toRupees(value);
    },
    csvHeader: `${column.header} (Rs.)`,
  };
}

/**
 * A status as a badge in its colour; the CSV gets its label. Key and header default to "status" and
 * "Status".
 */
export function statusColumn<T, S extends string>({
  status,
  colors,
  labels,
  testId,
  ...column
}: Partial<TColumnBase> & {
  status: (row: T) => S;
  colors: Readonly<Record<S, string>>;
  /** Default: the status itself. */
  labels?: Readonly<Record<S, string>>;
  testId?: string;
}): TAdminTableColumn<T> {
  return {
    key: 'status',
    header: 'Status',
    ...column,
    render: (row) => (
      <StatusBadge status={status(row)} colors={colors} labels={labels} data-testid={testId} />
    ),
    csv: (row) => {
      const value = status(row);
      return labels ? labels[value] : value;
    },
  };
}

/** A row's place in a list kept in order (partners, the team, questions), centred. */
export function sortOrderColumn<T extends { sortOrder: number }>(): TAdminTableColumn<T> {
  return {
    key: 'order',
    header: 'Order',
    align: 'center',
    width: 80,
    render: (row) => row.sortOrder,
    csv: (row) => row.sortOrder,
  };
}

/** Text in bold, for the column a reader finds the row by (a name, a store). */
export function boldTextColumn<T>({
  text,
  ...column
}: TColumnBase & { text: (row: T) => string }): TAdminTableColumn<T> {
  return {
    ...column,
    render: (row) => (
      <Text size="sm" fw={600}>
        {text(row)}
      </Text>
    ),
    csv: text,
  };
}

/**
 * A listing's title, a link to its page while `href` gives one, over a dimmed line of what and where
 * (`subline`), ending ` · hidden` while an admin hides it.
 */
export function listingColumn<T extends { title: string; isHidden: boolean }>({
  href,
  subline,
  ...column
}: TColumnBase & { href: (row: T) => string | null; subline: (row: T) => ReactNode }): TAdminTableColumn<T> {
  return {
    width: 260,
    ...column,
    render: (row) => {
      const to = href(row);
      return (
        <Stack gap={0}>
          {to ? (
            <Anchor component={Link} href={to} size="sm" fw={600} lineClamp={2}>
              {row.title}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} lineClamp={2}>
              {row.title}
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={1}>
            {subline(row)}
            {row.isHidden ? ' · hidden' : ''}
          </Text>
        </Stack>
      );
    },
    csv: (row) => row.title,
  };
}

type TListingRow = { title: string; isHidden: boolean; status: string; createdAt: string };

/**
 * The columns of an admin's list of listings (tasks, rentals), in the order every such list shows
 * them: the listing, its status in its flow's colours and labels, its amount, the section's `more`,
 * what it drew (offers, inquiries), the person who put it up, and when (`created`: Posted, Listed).
 */
export function listingTableColumns<T extends TListingRow>({
  listing,
  status,
  amount,
  more = [],
  count,
  person,
  created,
}: {
  listing: Parameters<typeof listingColumn<T>>[0];
  status: {
    flow: { colors: Readonly<Record<string, string>>; labels: Readonly<Record<string, string>> };
    width: number;
  };
  amount: Parameters<typeof moneyColumn<T>>[0];
  more?: TAdminTableColumn<T>[];
  count: Parameters<typeof countColumn<T>>[0];
  person: Parameters<typeof personColumns<T>>[0];
  created: string;
}): TAdminTableColumn<T>[] {
  const { colors, labels } = status.flow;
  return [
    listingColumn(listing),
    statusColumn({ status: (row: T) => row.status, colors, labels, width: status.width }),
    moneyColumn(amount),
    ...more,
    countColumn(count),
    ...personColumns(person),
    createdColumn<T>(created),
  ];
}

/** A row's outside link (`link`), opened in a new tab, or a dimmed `None`. */
export function linkColumn<T extends { link: string }>(): TAdminTableColumn<T> {
  return {
    key: 'link',
    header: 'Link',
    render: (row) =>
      row.link ? (
        <Anchor href={row.link} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
          {row.link}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
    csv: (row) => row.link,
  };
}

/**
 * An uploaded picture at a fixed size (`[width, height]`), decorative (the row names it): a logo is
 * shown whole (`contain`), a photo fills its box with rounded corners (`cover`). The CSV gets its URL.
 */
export function pictureColumn<T>({
  src,
  size: [width, height],
  fit,
  ...column
}: TColumnBase & {
  src: (row: T) => string;
  size: [number, number];
  fit: 'contain' | 'cover';
}): TAdminTableColumn<T> {
  const style: CSSProperties =
    fit === 'cover'
      ? { objectFit: 'cover', borderRadius: 6, display: 'block' }
      : { objectFit: 'contain', display: 'block' };
  return {
    ...column,
    render: (row) => (
      // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
      <img src={src(row)} alt="" width={width} height={height} loading="lazy" style={style} />
    ),
    csv: src,
  };
}
