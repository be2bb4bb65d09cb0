'use client';

import { toRupees } from '@bazaar/shared/money';
import type { TDashboardDay } from '@bazaar/shared/vendor';
import { Box, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPrice, MONTHS_SHORT } from '@/lib/format';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 26, left: 56 };

/** `value`: the totals of the orders placed that day, cancelled ones left out (`day.revenue`). */
type Metric = 'value' | 'orders';

function dayLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS_SHORT[Number(m) - 1]}`;
}

/** Rounds the axis top up to 1, 2 or 5 × 10^n so the grid lines land on readable numbers. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

function compactRupees(paisa: number): string {
  const rupees = toRupees(paisa);
  if (rupees >= 1e7) return `${(rupees / 1e7).toFixed(1).replace(/\.0$/, '')} Cr`;
  if (rupees >= 1e5) return `${(rupees / 1e5).toFixed(1).replace(/\.0$/, '')} L`;
  if (rupees >= 1e3) return `${(rupees / 1e3).toFixed(1).replace(/\.0$/, '')} K`;
  return String(Math.round(rupees));
}

/**
 * A bar per day for the last 30 days: the value of the orders placed (cancelled ones left out) or their
 * number. Not revenue: that counts delivered orders only. Without any order, a sentence instead.
 */
export function SalesChart({ series }: { series: TDashboardDay[] }) {
  const [metric, setMetric] = useState<Metric>('value');
  const values = series.map((d) => (metric === 'value' ? d.revenue : d.orders));
  // A top of at least 2 orders or Rs. 2: a smaller one would label the grid lines "0, 0, 0" or "0, 1, 1".
  const max = Math.max(niceMax(Math.max(0, ...values)), metric === 'orders' ? 2 : 200);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, series.length);
  const barW = Math.max(2, slot * 0.7);
  const ticks = [0, 0.5, 1].map((f) => f * max);
  const format = (v: number) => (metric === 'value' ? compactRupees(v) : String(Math.round(v)));
  const total = values.reduce((a, b) => a + b, 0);

  if (series.every((d) => d.orders === 0)) {
    return (
      <Text size="sm" c="dimmed" py="xl" ta="center" data-testid="sales-chart-empty">
        No orders in the last {series.length} days. Each day's orders show here once they come in.
      </Text>
    );
  }

  return (
    <Box>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text size="sm" c="dimmed">
          Last {series.length} days:{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {metric === 'value' ? formatPrice(total) : `${total} ${total === 1 ? 'order' : 'orders'}`}
          </Text>
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Chart shows"
          value={metric}
          onChange={(v) => setMetric(v as Metric)}
          data={[
            { value: 'value', label: 'Order value' },
            { value: 'orders', label: 'Orders' },
          ]}
        />
      </Group>
      {/* On a phone the chart keeps a readable size and scrolls sideways; focusable so a keyboard
          can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Sales chart">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-label={`${metric === 'value' ? 'Order value' : 'Orders'} per day for the last ${series.length} days`}
          data-testid="sales-chart"
          style={{ display: 'block', height: 'auto', minWidth: 520 }}
        >
          {ticks.map((tick) => {
            const y = PAD.top + innerH - (tick / max) * innerH;
            return (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={y}
                  y2={y}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={PAD.left - 6}
                  y={y + 4}
                  textAnchor="end"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {format(tick)}
                </text>
              </g>
            );
          })}
          {series.map((day, i) => {
            const value = values[i] ?? 0;
            const h = (value / max) * innerH;
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const label = `${dayLabel(day.date)}: ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}, ${formatPrice(day.revenue)}`;
            return (
              <g key={day.date}>
                <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={innerH} fill="transparent">
                  <title>{label}</title>
                </rect>
                <rect
                  x={x}
                  y={PAD.top + innerH - h}
                  width={barW}
                  height={Math.max(0, h)}
                  rx={2}
                  fill={metric === 'value' ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-blue-6)'}
                  pointerEvents="none"
                />
                {i % 5 === 0 || i === series.length - 1 ? (
                  <text
                    x={PAD.left + i * slot + slot / 2}
                    y={H - 8}
                    textAnchor="middle"
                    fontSize={11}
                    fill="var(--mantine-color-dimmed)"
                  >
                    {dayLabel(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
