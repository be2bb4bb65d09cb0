'use client';

import type { TCategorySection } from '@bazaar/shared/category';
import {
  flattenCategoryTree,
  type TAdminCategory,
  type TAdminCategoryNode,
  type TAdminCategoryWriteResponse,
  type TCreateCategoryRequest,
} from '@bazaar/shared/category';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCategory } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminCategoryKeys } from './admin-queries';
import { IndentedOption } from './indented-option';

/** Adding (optionally under a parent) or editing one category. */
export type CategoryFormTarget =
  | { mode: 'create'; parentId: string | null }
  | { mode: 'edit'; category: TAdminCategory };

type FormValues = {
  name: string;
  parentId: string | null;
  image: string;
  sortOrder: number | string;
  isActive: boolean;
};

type Props = {
  section: TCategorySection;
  target: CategoryFormTarget | null;
  tree: TAdminCategoryNode[];
  onClose: () => void;
};

/** All the ids under a node (itself included): they cannot become its parent. */
function subtreeIds(tree: TAdminCategoryNode[], id: string): Set<string> {
  const out = new Set<string>();
  const find = (nodes: TAdminCategoryNode[]): TAdminCategoryNode | null => {
    for (const n of nodes) {
      if (n._id === id) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return null;
  };
  const start = find(tree);
  const walk = (n: TAdminCategoryNode) => {
    out.add(n._id);
    n.children.forEach(walk);
  };
  if (start) walk(start);
  return out;
}

export function CategoryFormModal({ section, target, tree, onClose }: Props) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { name: '', parentId: null, image: '', sortOrder: 0, isActive: true },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another target opens
  useEffect(() => {
    if (!target) return;
    const values: FormValues =
      target.mode === 'edit'
        ? {
            name: target.category.name,
            parentId: target.category.parentId,
            image: target.category.image ?? '',
            sortOrder: target.category.sortOrder,
            isActive: target.category.isActive,
          }
        : { name: '', parentId: target.parentId, image: '', sortOrder: 0, isActive: true };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [target]);

  const parentOptions = useMemo(() => {
    const blocked = target?.mode === 'edit' ? subtreeIds(tree, target.category._id) : new Set<string>();
    return flattenCategoryTree(tree)
      .filter((n) => !blocked.has(n._id))
      .map((n) => ({ value: n._id, label: n.name, depth: n.depth }));
  }, [tree, target]);

  const save = useApiMutation<FormValues, TAdminCategoryWriteResponse>(
    (values, fetch) => {
      const body = {
        name: values.name,
        parentId: values.parentId,
        image: values.image || null,
        sortOrder: values.sortOrder === '' ? 0 : Number(values.sortOrder),
        isActive: values.isActive,
      };
      return target?.mode === 'edit'
        ? fetch<TAdminCategoryWriteResponse>(`/admin/categories/${target.category._id}`, {
            method: 'PUT',
            body,
          })
        : fetch<TAdminCategoryWriteResponse>('/admin/categories', {
            method: 'POST',
            body: { ...body, section } satisfies TCreateCategoryRequest,
          });
    },
    { invalidate: [adminCategoryKeys.all], onSuccess: onClose },
  );

  const handleSubmit = form.onSubmit(async (values) => {
    if (values.name.trim().length < 2) {
      form.setFieldError('name', 'Name must be at least 2 characters');
      return;
    }
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const title = target?.mode === 'edit' ? `Edit ${target.category.name}` : 'Add category';

  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      <Form onSubmit={handleSubmit} noValidate aria-label="Category form">
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label="Parent"
            placeholder="None (top level)"
            clearable
            searchable
            data={parentOptions}
            renderOption={({ option }) => (
              <IndentedOption
                label={option.label}
                depth={parentOptions.find((o) => o.value === option.value)?.depth ?? 0}
              />
            )}
            {...form.getInputProps('parentId')}
          />
          <ImageField
            label="Image"
            alt="Category image"
            preview={{ shape: 'avatar', size: 56, placeholder: <IconCategory aria-hidden size={24} /> }}
            uploadLabel="Upload"
            changeLabel="Replace"
            removable
            {...form.getInputProps('image')}
            onUploadingChange={setUploading}
          />
          <NumberInput
            label="Order"
            description="Lower numbers come first."
            min={0}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <Switch
            label={`Active (shown in the ${section === 'shop' ? 'shop' : `${section} listings`})`}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              Save
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
