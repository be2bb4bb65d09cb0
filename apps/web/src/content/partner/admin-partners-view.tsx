'use client';

import { type TPartner, type TPartnerWriteResponse, ZCreatePartnerRequest } from '@bazaar/shared/partner';
import { Anchor, Button, Drawer, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { pageOfArray } from '@/components/admin-table/array-page';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import type { TAdminTableColumn, TLoadPage } from '@/components/admin-table/types';
import { ConfirmModal } from '@/components/confirm-modal';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { useApiFetch } from '@/lib/api-client';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';

export const partnerKeys = { all: ['partner'] as const };
const URL = '/admin/site-setting/our-partner';

type FormValues = { name: string; logo: string; link: string; sortOrder: number };
const EMPTY: FormValues = { name: '', logo: '', link: '', sortOrder: 0 };

function PartnerDrawer({ target, onClose }: { target: TPartner | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: zodFormValidate(ZCreatePartnerRequest),
    validateInputOnBlur: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another partner opens
  useEffect(() => {
    if (target === null) return;
    form.setValues(
      editing
        ? { name: editing.name, logo: editing.logo, link: editing.link, sortOrder: editing.sortOrder }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [target]);

  const save = useApiMutation<FormValues, TPartnerWriteResponse>(
    (values, fetcher) => {
      const body = { ...values, name: values.name.trim(), link: values.link.trim() };
      return editing
        ? fetcher(`${URL}/${editing._id}`, { method: 'PUT', body })
        : fetcher(URL, { method: 'POST', body });
    },
    { invalidate: [partnerKeys.all], onSuccess: onClose },
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  const title = editing ? 'Edit partner' : 'Add a partner';
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="md" title={title}>
      <Form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <ImageField
            label="Logo"
            alt="Logo preview"
            description="Wide, about 480 × 200 px, on a light background."
            preview={{ shape: 'frame', aspectRatio: '12 / 5' }}
            uploadLabel="Upload logo"
            changeLabel="Change logo"
            required
            {...form.getInputProps('logo')}
          />
          <TextInput label="Name" required maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label="Link"
            description="The partner's site (https://…); empty for none."
            placeholder="https://"
            {...form.getInputProps('link')}
          />
          <NumberInput
            label="Order"
            description="Lower shows first on /about."
            min={0}
            max={10_000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save partner' : 'Add partner'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}

/** /admin/site-setting/our-partner: partner logos on /about, with links and order (super admin). */
export function AdminPartnersView() {
  const fetcher = useApiFetch();
  const [editing, setEditing] = useState<TPartner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TPartner | null>(null);
  const remove = useApiMutation<string, TPartnerWriteResponse>(
    (id, f) => f(`${URL}/${id}`, { method: 'DELETE' }),
    { invalidate: [partnerKeys.all], onSuccess: () => setDeleting(null) },
  );

  // A short list: read whole, searched and paged here.
  const loadPage: TLoadPage<TPartner> = async (query, signal) =>
    pageOfArray(await fetcher<TPartner[]>(URL, { signal }), query, (p) => `${p.name} ${p.link}`);

  const columns: TAdminTableColumn<TPartner>[] = [
    {
      key: 'logo',
      header: 'Logo',
      width: 140,
      render: (p) => (
        // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
        <img
          src={p.logo}
          alt=""
          width={120}
          height={50}
          loading="lazy"
          style={{ objectFit: 'contain', display: 'block' }}
        />
      ),
      csv: (p) => p.logo,
    },
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <Text size="sm" fw={600}>
          {p.name}
        </Text>
      ),
      csv: (p) => p.name,
    },
    {
      key: 'link',
      header: 'Link',
      render: (p) =>
        p.link ? (
          <Anchor href={p.link} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.link}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ),
      csv: (p) => p.link,
    },
    {
      key: 'order',
      header: 'Order',
      align: 'center',
      width: 80,
      render: (p) => p.sortOrder,
      csv: (p) => p.sortOrder,
    },
  ];

  return (
    <>
      <PageHeader
        title="Our partners"
        description="The partner logos /about shows, in this order."
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing('new')}>
            Add partner
          </Button>
        }
      />
      <AdminTable<TPartner>
        label="Partners"
        fetchPage={loadPage}
        queryKey={[...partnerKeys.all, 'admin']}
        columns={columns}
        searchPlaceholder="Name or link"
        searchLabel="Search partners"
        itemsLabel="partners"
        csvFileName="partners"
        rowTestId="partner-row"
        minWidth={620}
        emptyState={{
          title: 'No partners yet',
          description: 'Add the companies you work with.',
          icon: <IconBuildingBank aria-hidden size={26} />,
        }}
        rowActions={(p) => (
          <>
            <EditRemoveActions
              name={p.name}
              onEdit={() => setEditing(p)}
              onRemove={() => setDeleting(p)}
              removeVerb="Remove"
            />
          </>
        )}
      />
      <PartnerDrawer target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Remove this partner?"
        message={`${deleting?.name ?? ''} leaves the partners on /about.`}
        confirmLabel="Remove partner"
        cancelLabel="Cancel"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}
