'use client';
import { PRODUCT_MAX_VARIANT_OPTIONS, PRODUCT_MAX_VARIANTS } from '@bazaar/shared/product';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormValues, nextKey, type VariantForm } from './product-form-values';

export type ProductFormApi = ReturnType<typeof useForm<FormValues>>;

/** Variants: option name/value rows (e.g. Size: M, Color: Red), each with its own price, stock and SKU. */
export function VariantsEditor({ form }: { form: ProductFormApi }) {
  const variants = form.values.variants;
  const addVariant = () => {
    const template = variants[variants.length - 1]?.options.map((o) => ({ name: o.name, value: '' })) ?? [
      { name: 'Size', value: '' },
    ];
    // A new variant starts from the one above it, or from the product's own price, MRP and stock
    // (which the variants replace), so nothing typed there is lost.
    const from = variants[variants.length - 1] ?? form.values;
    form.insertListItem('variants', {
      key: nextKey(),
      options: template,
      price: from.price ?? '',
      mrp: from.mrp ?? '',
      stock: from.stock ?? 0,
      sku: '',
    } satisfies VariantForm);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={3} fz="md">
              Variants
            </Title>
            <Text size="xs" c="dimmed">
              Optional: sizes, colours… each with its own price and stock.
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus aria-hidden size={14} />}
            disabled={variants.length >= PRODUCT_MAX_VARIANTS}
            onClick={addVariant}
          >
            Add variant
          </Button>
        </Group>
        {variants.map((variant, i) => (
          <Paper key={variant.key} withBorder radius="sm" p="sm" data-testid="variant-row">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  Variant {i + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove variant ${i + 1}`}
                  onClick={() => form.removeListItem('variants', i)}
                >
                  <IconTrash aria-hidden size={16} />
                </ActionIcon>
              </Group>
              {variant.options.map((_, j) => (
                <Group key={j} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={`Variant ${i + 1} option ${j + 1} name`}
                    placeholder="Option (e.g. Size)"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`variants.${i}.options.${j}.name`)}
                  />
                  <TextInput
                    aria-label={`Variant ${i + 1} option ${j + 1} value`}
                    placeholder="Value (e.g. M)"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`variants.${i}.options.${j}.value`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    mt={6}
                    aria-label={`Remove option ${j + 1} of variant ${i + 1}`}
                    disabled={variant.options.length <= 1}
                    onClick={() => form.removeListItem(`variants.${i}.options`, j)}
                  >
                    <IconTrash aria-hidden size={14} />
                  </ActionIcon>
                </Group>
              ))}
              <Group gap="xs">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconPlus aria-hidden size={12} />}
                  disabled={variant.options.length >= PRODUCT_MAX_VARIANT_OPTIONS}
                  onClick={() => form.insertListItem(`variants.${i}.options`, { name: '', value: '' })}
                >
                  Add option
                </Button>
                {form.errors[`variants.${i}.options`] ? (
                  <Text size="xs" c="red">
                    {form.errors[`variants.${i}.options`]}
                  </Text>
                ) : null}
              </Group>
              <Divider />
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <NumberInput
                  label="Price (Rs.)"
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...form.getInputProps(`variants.${i}.price`)}
                />
                <NumberInput
                  label="MRP (Rs.)"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...form.getInputProps(`variants.${i}.mrp`)}
                />
                <NumberInput
                  label="Stock"
                  withAsterisk
                  min={0}
                  {...form.getInputProps(`variants.${i}.stock`)}
                />
                <TextInput label="SKU" maxLength={60} {...form.getInputProps(`variants.${i}.sku`)} />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {typeof form.errors.variants === 'string' ? (
          <Text size="xs" c="red">
            {form.errors.variants}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
