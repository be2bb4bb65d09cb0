import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import {
  MANTINE_LAYOUT,
  PlainBadge,
  PlainVisuallyHidden,
  plainAnchor,
  plainGroup,
  plainStack,
  plainText,
  plainTitle,
} from './plain-layout';

describe('plainStack and plainGroup', () => {
  it("draw Mantine's Stack and Group as the cards use them", () => {
    expect(drawn(<div {...plainStack({ gap: 8, style: { height: '100%' } })}>x</div>)).toBe(
      drawn(
        <Stack gap={8} h="100%">
          x
        </Stack>,
      ),
    );
    expect(drawn(<div {...plainStack({ gap: 4 })}>x</div>)).toBe(drawn(<Stack gap={4}>x</Stack>));
    expect(drawn(<div {...plainGroup({ justify: 'space-between', wrap: 'nowrap', gap: 'xs' })}>x</div>)).toBe(
      drawn(
        <Group justify="space-between" wrap="nowrap" gap="xs">
          x
        </Group>,
      ),
    );
    expect(drawn(<div {...plainGroup({ gap: 6, wrap: 'nowrap', style: { minWidth: 0 } })}>x</div>)).toBe(
      drawn(
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          x
        </Group>,
      ),
    );
    expect(
      drawn(
        <div {...plainGroup({ justify: 'space-between', gap: 'xs', mt: 'auto', pt: 4, wrap: 'nowrap' })}>
          x
        </div>,
      ),
    ).toBe(
      drawn(
        <Group justify="space-between" gap="xs" mt="auto" pt={4} wrap="nowrap">
          x
        </Group>,
      ),
    );
    expect(drawn(<div {...plainGroup({ justify: 'center', className: 'ph' })}>x</div>)).toBe(
      drawn(
        <Group justify="center" className="ph">
          x
        </Group>,
      ),
    );
    expect(drawn(<div {...plainStack({ gap: 8, className: 'body' })}>x</div>)).toBe(
      drawn(
        <Stack gap={8} className="body">
          x
        </Stack>,
      ),
    );
  });
});

describe('plainText', () => {
  it("draws Mantine's Text as the cards use it", () => {
    const pairs = [
      [
        <p key="a" {...plainText({ size: 'xs', isDimmed: true, lineClamp: 1 })}>
          x
        </p>,
        <Text key="a" size="xs" c="dimmed" lineClamp={1}>
          x
        </Text>,
      ],
      [
        <p key="b" {...plainText({ fw: 700, lineClamp: 2 })} data-testid="task-title">
          x
        </p>,
        <Text key="b" fw={700} lineClamp={2} data-testid="task-title">
          x
        </Text>,
      ],
      [
        <p key="c" {...plainText({ size: 'sm', isDimmed: true })}>
          x
        </p>,
        <Text key="c" size="sm" c="dimmed">
          x
        </Text>,
      ],
      [
        <p key="d" {...plainText({ size: 'sm', lineClamp: 1 })}>
          x
        </p>,
        <Text key="d" size="sm" lineClamp={1}>
          x
        </Text>,
      ],
      [
        <p
          key="e"
          {...plainText({ fw: 800, fz: 'lg', style: { whiteSpace: 'nowrap' } })}
          data-testid="budget"
        >
          x
        </p>,
        <Text key="e" fw={800} fz="lg" style={{ whiteSpace: 'nowrap' }} data-testid="budget">
          x
        </Text>,
      ],
      [
        <p key="f" {...plainText({ fw: 800, mt: 'auto', pt: 4 })}>
          x
        </p>,
        <Text key="f" fw={800} mt="auto" pt={4}>
          x
        </Text>,
      ],
      [
        <p key="g" {...plainText({ fw: 800, fz: 'lg', mt: 'auto', pt: 4 })}>
          x
        </p>,
        <Text key="g" fw={800} fz="lg" mt="auto" pt={4}>
          x
        </Text>,
      ],
    ] as const;
    for (const [plain, mantine] of pairs) expect(drawn(plain)).toBe(drawn(mantine));
  });
});

describe('plainTitle and plainAnchor', () => {
  it("draw Mantine's Title with an Anchor in it as a blog card uses them", () => {
    expect(
      drawn(
        <h2 {...plainTitle({ order: 2, fz: 'lg', lh: 1.3 })}>
          <a href="/blog/x" {...plainAnchor()}>
            x
          </a>
        </h2>,
      ),
    ).toBe(
      drawn(
        <Title order={2} fz="lg" lh={1.3}>
          <Anchor href="/blog/x" c="inherit">
            x
          </Anchor>
        </Title>,
      ),
    );
  });
});

describe('PlainBadge', () => {
  it("draws Mantine's Badge as the listings use it: light or the default, whole when asked", () => {
    expect(
      drawn(
        <PlainBadge color="green" isWhole data-testid="task-status">
          Open
        </PlainBadge>,
      ),
    ).toBe(
      drawn(
        <Badge
          color="green"
          variant="light"
          size="sm"
          style={{ minWidth: 'max-content' }}
          data-testid="task-status"
        >
          Open
        </Badge>,
      ),
    );
    expect(drawn(<PlainBadge>Room</PlainBadge>)).toBe(
      drawn(
        <Badge variant="light" size="sm">
          Room
        </Badge>,
      ),
    );
    // A listing's count of filters in use.
    expect(
      drawn(
        <PlainBadge look="primary" size="xs" isCircle>
          3
        </PlainBadge>,
      ),
    ).toBe(
      drawn(
        <Badge size="xs" circle>
          3
        </Badge>,
      ),
    );
  });
});

describe('PlainVisuallyHidden', () => {
  it("draws Mantine's VisuallyHidden", () => {
    expect(drawn(<PlainVisuallyHidden>Original price </PlainVisuallyHidden>)).toBe(
      drawn(<VisuallyHidden>Original price </VisuallyHidden>),
    );
  });
});

describe('MANTINE_LAYOUT', () => {
  it('names rules the installed Mantine styles.css still has', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    for (const names of Object.values(MANTINE_LAYOUT)) {
      for (const hashed of names.split(' ').filter((name) => name.startsWith('m_'))) {
        expect(css, hashed).toContain(`.${hashed}`);
      }
    }
  });
});
