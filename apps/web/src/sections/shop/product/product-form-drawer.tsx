'use client';

import {
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_SPECS,
  type TVendorProductRequest,
  type TVendorProductWriteResponse,
} from '@bazaar/shared/product';
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { ImageListField } from '@/components/file-field/image-list-field';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import { applyFieldErrors, listFieldError } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { IndentedOption } from '@/platform/category/indented-option';
import {
  categoryOptions,
  EMPTY,
  type FormValues,
  fromDetail,
  intOf,
  type Money,
  nextKey,
  paisaOf,
  toRequest,
} from './product-form-values';
import { useCategoryTree } from './queries';
import { VariantsEditor } from './variants-editor';
import { useVendorProduct, vendorProductKeys } from './vendor-queries';

type Props = {
  /** 'new', a product id, or null when closed. */
  target: string | null;
  canPublish: boolean;
  onClose: () => void;
};

/** The full-width create / edit form: images, category, prices in rupees, stock, specs and variants. */
export function ProductFormDrawer({ target, canPublish, onClose }: Props) {
  const editingId = target && target !== 'new' ? target : null;
  const detail = useVendorProduct(editingId);
  const tree = useCategoryTree();
  const form = useForm<FormValues>({ initialValues: EMPTY });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the target or the loaded product changes
  useEffect(() => {
    if (target === 'new') {
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
    } else if (detail.data && detail.data._id === editingId) {
      const values = fromDetail(detail.data);
      form.setValues(values);
      form.resetDirty(values);
    }
    form.clearErrors();
  }, [target, detail.data]);
  // A new product keeps what was typed on this device until it is saved, the drawer closed or not.
  // After the reset above, so that a kept draft fills the form it emptied; its variants get keys of
  // this page's own (the counter starts again on every load).
  const kept = useKeptDraft({
    form: 'product',
    value: form.values,
    empty: EMPTY,
    restore: (values) =>
      form.setValues({ ...values, variants: values.variants.map((v) => ({ ...v, key: nextKey() })) }),
    enabled: target === 'new',
  });

  const options = useMemo(
    () =>
      categoryOptions(
        tree.data,
        detail.data && editingId
          ? { _id: detail.data.categoryId, name: detail.data.category.name }
          : undefined,
      ),
    [tree.data, detail.data, editingId],
  );

  const save = useApiMutation<
    { id: string | null; body: TVendorProductRequest },
    TVendorProductWriteResponse
  >(
    ({ id, body }, fetcher) =>
      fetcher<TVendorProductWriteResponse>(id ? `/vendor/products/${id}` : '/vendor/products', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    {
      invalidate: [vendorProductKeys.all],
      onSuccess: () => {
        kept.forget();
        onClose();
      },
    },
  );

  const validate = (v: FormValues): boolean => {
    const errors: Record<string, string> = {};
    if (v.name.trim().length < 3) errors.name = 'Name must be at least 3 characters';
    if (!v.categoryId) errors.categoryId = 'Choose a category';
    if (v.images.length === 0) errors.images = 'Add at least one image';
    // Every field's problem at once, under the field (nothing is rounded or clamped for the vendor).
    const stockProblem = (stock: Money): string | null => {
      const n = intOf(stock);
      if (n === undefined) return 'Enter the stock';
      if (!Number.isInteger(n)) return 'Stock is a whole number';
      return n < 0 ? 'Stock cannot be negative' : null;
    };
    const mrpProblem = (price: number | undefined, mrp: number | undefined): string | null => {
      if (mrp === undefined) return null;
      if (mrp <= 0) return 'Enter an MRP above zero, or leave it empty';
      return price !== undefined && mrp < price ? 'MRP cannot be below the price' : null;
    };
    if (v.variants.length === 0) {
      const price = paisaOf(v.price);
      if (price === undefined || price <= 0) errors.price = 'Enter a price above zero';
      const mrp = mrpProblem(price, paisaOf(v.mrp));
      if (mrp) errors.mrp = mrp;
      const stock = stockProblem(v.stock);
      if (stock) errors.stock = stock;
    }
    v.variants.forEach((variant, i) => {
      const price = paisaOf(variant.price);
      if (price === undefined || price <= 0) errors[`variants.${i}.price`] = 'Enter a price above zero';
      const mrp = mrpProblem(price, paisaOf(variant.mrp));
      if (mrp) errors[`variants.${i}.mrp`] = mrp;
      const stock = stockProblem(variant.stock);
      if (stock) errors[`variants.${i}.stock`] = stock;
      if (!variant.options.some((o) => o.name.trim() && o.value.trim())) {
        errors[`variants.${i}.options`] = 'Give at least one option, e.g. Size: M';
      }
    });
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const handleSubmit = form.onSubmit(async (values) => {
    if (!validate(values)) return;
    try {
      await save.mutateAsync({ id: editingId, body: toRequest(values) });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const hasVariants = form.values.variants.length > 0;
  const imageError = listFieldError(form.errors, 'images');
  const variantSummary = hasVariants
    ? (() => {
        const prices = form.values.variants.map((v) => paisaOf(v.price)).filter((p): p is number => !!p);
        const stock = form.values.variants.reduce((s, v) => s + (intOf(v.stock) ?? 0), 0);
        return `Shown from ${prices.length ? formatPrice(Math.min(...prices)) : '—'} · ${stock} in stock in all`;
      })()
    : null;

  const loading = Boolean(editingId) && (detail.isPending || detail.data?._id !== editingId);

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="100%"
      title={editingId ? 'Edit product' : 'New product'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {loading ? (
        <Stack gap="md" maw={960} mx="auto">
          <Skeleton h={36} />
          <Skeleton h={120} />
          <Skeleton h={36} />
          <Skeleton h={200} />
        </Stack>
      ) : detail.isError && editingId ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden size={18} />}>
          This product could not be loaded.
        </Alert>
      ) : (
        <Form onSubmit={handleSubmit} noValidate aria-label="Product form">
          <Stack gap="lg" maw={960} mx="auto" pb="xl">
            <KeptDraftNotice draft={kept} what="product" />
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <TextInput label="Name" withAsterisk maxLength={150} {...form.getInputProps('name')} />
                <Select
                  label="Category"
                  withAsterisk
                  searchable
                  placeholder={tree.isPending ? 'Loading categories…' : 'Choose a category'}
                  data={options}
                  renderOption={({ option }) => (
                    <IndentedOption
                      label={option.label}
                      depth={options.find((o) => o.value === option.value)?.depth ?? 0}
                    />
                  )}
                  nothingFoundMessage="No category matches"
                  {...form.getInputProps('categoryId')}
                />
                <ImageListField
                  label="Images"
                  required
                  description={`${form.values.images.length}/${PRODUCT_MAX_IMAGES} · the first one is the cover`}
                  hint="JPEG, PNG, WebP or GIF up to 5 MB; stored as WebP."
                  noun="image"
                  itemAlt="Product image"
                  addLabel="Add images"
                  ordered
                  max={PRODUCT_MAX_IMAGES}
                  testId="product-images"
                  value={form.values.images}
                  onChange={(next) => {
                    form.setFieldValue('images', next);
                    form.clearFieldError('images');
                  }}
                  error={imageError}
                />
                <Textarea
                  label="Description"
                  description="Plain text; line breaks are kept."
                  autosize
                  minRows={4}
                  maxRows={14}
                  {...form.getInputProps('description')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Brand" maxLength={80} {...form.getInputProps('brand')} />
                  <TextInput label="SKU" maxLength={60} {...form.getInputProps('sku')} />
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Title order={3} fz="md">
                  Price and stock
                </Title>
                {hasVariants ? (
                  <Text size="sm" c="dimmed" data-testid="variant-summary">
                    Each variant has its own price and stock. {variantSummary}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <NumberInput
                      label="Price (Rs.)"
                      withAsterisk
                      min={0}
                      decimalScale={2}
                      thousandSeparator=","
                      {...form.getInputProps('price')}
                    />
                    <NumberInput
                      label="MRP (Rs.)"
                      description="Original price, shown struck through"
                      // Below the box, so it lines up with Price and Stock beside it.
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      min={0}
                      decimalScale={2}
                      thousandSeparator=","
                      {...form.getInputProps('mrp')}
                    />
                    <NumberInput label="Stock" withAsterisk min={0} {...form.getInputProps('stock')} />
                  </SimpleGrid>
                )}
              </Stack>
            </Paper>

            <VariantsEditor form={form} />

            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} fz="md">
                    Specifications
                  </Title>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus aria-hidden size={14} />}
                    disabled={form.values.specs.length >= PRODUCT_MAX_SPECS}
                    onClick={() => form.insertListItem('specs', { key: '', value: '' })}
                  >
                    Add spec
                  </Button>
                </Group>
                {form.values.specs.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No specs yet, e.g. Material: Cotton.
                  </Text>
                ) : null}
                {form.values.specs.map((_, i) => (
                  <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      aria-label={`Spec ${i + 1} name`}
                      placeholder="Name"
                      style={{ flex: 1 }}
                      {...form.getInputProps(`specs.${i}.key`)}
                    />
                    <TextInput
                      aria-label={`Spec ${i + 1} value`}
                      placeholder="Value"
                      style={{ flex: 2 }}
                      {...form.getInputProps(`specs.${i}.value`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={6}
                      aria-label={`Remove spec ${i + 1}`}
                      onClick={() => form.removeListItem('specs', i)}
                    >
                      <IconTrash aria-hidden size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {typeof form.errors.specs === 'string' ? (
                  <Text size="xs" c="red">
                    {form.errors.specs}
                  </Text>
                ) : null}
              </Stack>
            </Paper>

            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  Status
                </Text>
                <SegmentedControl
                  aria-label="Status"
                  data={[
                    { value: 'draft', label: 'Draft' },
                    { value: 'active', label: 'Active (in the shop)', disabled: !canPublish },
                  ]}
                  {...form.getInputProps('status')}
                />
                {!canPublish ? (
                  <Text size="xs" c="orange">
                    Your store is suspended: you can save drafts and publish once it is restored.
                  </Text>
                ) : null}
              </Stack>
            </Paper>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editingId ? 'Save changes' : 'Create product'}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Drawer>
  );
}
