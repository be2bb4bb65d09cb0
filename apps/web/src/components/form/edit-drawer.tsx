'use client';

import {
  Button,
  Drawer,
  type DrawerProps,
  Group,
  NumberInput,
  type NumberInputProps,
  Stack,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { applyFieldErrors } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { Form } from './form';

/** What an edit drawer is open on: nothing (closed), a new row, or the row being edited. */
export type TEditTarget<T> = T | 'new' | null;

type EditFormOptions<T, V> = {
  target: TEditTarget<T>;
  /** The fields of a new row. */
  empty: V;
  /** The fields of a row being edited. */
  valuesOf: (row: T) => V;
  validate: (values: V) => Record<string, string>;
  /** The list's API path: a new row is POSTed to it, an edited one PUT to `${url}/${id}`. */
  url: string;
  /** The body sent for the values (trimmed, say); default the values. */
  toBody?: (values: V, editing: T | null) => unknown;
  invalidate: QueryKey[];
  onClose: () => void;
};

/**
 * The form of a drawer that adds or edits one row of an admin list: refilled each time the drawer
 * opens on another row, validated on blur, and saved with the API's field errors put on the fields.
 */
export function useEditForm<T extends { _id: string }, V extends Record<string, unknown>, R>(
  options: EditFormOptions<T, V>,
) {
  const { target, empty, valuesOf, validate, url, toBody, invalidate, onClose } = options;
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<V>({ initialValues: empty, validate, validateInputOnBlur: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the drawer opens on another row
  useEffect(() => {
    if (target === null) return;
    form.setValues(editing ? valuesOf(editing) : empty);
    form.resetDirty();
    form.clearErrors();
  }, [target]);
  const mutation = useApiMutation<V, R>(
    (values, fetcher) => {
      const body = toBody ? toBody(values, editing) : values;
      return editing
        ? fetcher<R>(`${url}/${editing._id}`, { method: 'PUT', body })
        : fetcher<R>(url, { method: 'POST', body });
    },
    { invalidate, onSuccess: onClose },
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  const drawer = { opened: target !== null, onClose, onSubmit: submit, isSaving: mutation.isPending };
  return { form: form as UseFormReturnType<V>, editing, drawer };
}

/** The side drawer that adds or edits one row of an admin list: its fields, then Cancel and save. */
export function EditDrawer({
  opened,
  onClose,
  title,
  onSubmit,
  isSaving,
  submitLabel,
  size = 'md',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** The drawer's title, also the form's accessible name. */
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  submitLabel: string;
  size?: DrawerProps['size'];
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={size} title={title}>
      <Form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}

/** A row's place in a list kept in order (0–10,000, lower first); `description` says where it shows. */
export function SortOrderInput({ description, ...props }: NumberInputProps & { description: string }) {
  return (
    <NumberInput
      label="Order"
      description={description}
      min={0}
      max={10_000}
      allowDecimal={false}
      {...props}
    />
  );
}
