'use client';

import type { TProductVariant } from '@bazaar/shared/product';
import { Button, Group, Stack, Text } from '@mantine/core';

type OptionGroup = { name: string; values: string[] };

/** Option names in first-seen order, each with its values in first-seen order (e.g. Size: S, M, L). */
export function listOptionGroups(variants: TProductVariant[]): OptionGroup[] {
  const groups = new Map<string, string[]>();
  for (const v of variants) {
    for (const [name, value] of Object.entries(v.options)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

function matches(variant: TProductVariant, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([k, v]) => variant.options[k] === v);
}

/**
 * Choosing `value` for `name`: keep the other choices when such a variant exists, otherwise jump to
 * the closest one with that value (preferring one in stock), so every click lands on a real variant.
 */
export function chooseOption(
  variants: TProductVariant[],
  current: TProductVariant | null,
  name: string,
  value: string,
): TProductVariant | null {
  const wanted = { ...(current?.options ?? {}), [name]: value };
  const exact = variants.find((v) => matches(v, wanted));
  if (exact) return exact;
  const withValue = variants.filter((v) => v.options[name] === value);
  return withValue.find((v) => v.stock > 0) ?? withValue[0] ?? current;
}

type VariantPickerProps = {
  variants: TProductVariant[];
  value: TProductVariant | null;
  onChange: (variant: TProductVariant | null) => void;
};

/** One row of choices per option; a value with no stock for the other choices is shown struck through. */
export function VariantPicker({ variants, value, onChange }: VariantPickerProps) {
  const groups = listOptionGroups(variants);
  if (groups.length === 0) return null;
  return (
    <Stack gap="md" data-testid="variant-picker">
      {groups.map((group) => {
        const selected = value?.options[group.name];
        return (
          <Stack key={group.name} gap={6} role="group" aria-label={group.name}>
            <Text size="sm">
              <Text span fw={600}>
                {group.name}:
              </Text>{' '}
              {selected ?? 'Choose one'}
            </Text>
            <Group gap="xs">
              {group.values.map((optionValue) => {
                const isSelected = selected === optionValue;
                const target = { ...(value?.options ?? {}), [group.name]: optionValue };
                const isAvailable = variants.some((v) => matches(v, target) && v.stock > 0);
                return (
                  <Button
                    key={optionValue}
                    size="compact-md"
                    variant={isSelected ? 'filled' : 'default'}
                    aria-pressed={isSelected}
                    onClick={() => onChange(chooseOption(variants, value, group.name, optionValue))}
                    title={isAvailable ? undefined : 'Out of stock'}
                    style={isAvailable ? undefined : { textDecoration: 'line-through', opacity: 0.7 }}
                  >
                    {optionValue}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
