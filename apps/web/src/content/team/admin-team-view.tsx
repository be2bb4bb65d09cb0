'use client';

import {
  type TTeamMember,
  type TTeamMemberWriteResponse,
  ZCreateTeamMemberRequest,
} from '@bazaar/shared/team';
import { Avatar, Button, Drawer, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconUsers } from '@tabler/icons-react';
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

export const teamKeys = { all: ['team'] as const };
const URL = '/admin/site-setting/our-team';

type FormValues = { name: string; role: string; photo: string; sortOrder: number };
const EMPTY: FormValues = { name: '', role: '', photo: '', sortOrder: 0 };

function MemberDrawer({ target, onClose }: { target: TTeamMember | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: (values) =>
      zodFormValidate(ZCreateTeamMemberRequest)({ ...values, photo: values.photo || null }),
    validateInputOnBlur: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another member opens
  useEffect(() => {
    if (target === null) return;
    form.setValues(
      editing
        ? { name: editing.name, role: editing.role, photo: editing.photo ?? '', sortOrder: editing.sortOrder }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [target]);

  const save = useApiMutation<FormValues, TTeamMemberWriteResponse>(
    (values, fetcher) => {
      const body = {
        ...values,
        name: values.name.trim(),
        role: values.role.trim(),
        photo: values.photo || null,
      };
      return editing
        ? fetcher(`${URL}/${editing._id}`, { method: 'PUT', body })
        : fetcher(URL, { method: 'POST', body });
    },
    { invalidate: [teamKeys.all], onSuccess: onClose },
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  const title = editing ? 'Edit team member' : 'Add a team member';
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="md" title={title}>
      <Form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <ImageField
            label="Photo"
            alt="Photo preview"
            description="Square, at least 400 × 400 px."
            preview={{ shape: 'avatar', size: 72, placeholder: <IconUsers aria-hidden size={28} /> }}
            uploadLabel="Upload photo"
            changeLabel="Change photo"
            removable
            {...form.getInputProps('photo')}
          />
          <TextInput label="Name" required maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label="Role"
            required
            maxLength={100}
            placeholder="Head of operations"
            {...form.getInputProps('role')}
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
              {editing ? 'Save member' : 'Add member'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}

/** /admin/site-setting/our-team: the team on /about, with photo, role and order (super admin). */
export function AdminTeamView() {
  const fetcher = useApiFetch();
  const [editing, setEditing] = useState<TTeamMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TTeamMember | null>(null);
  const remove = useApiMutation<string, TTeamMemberWriteResponse>(
    (id, f) => f(`${URL}/${id}`, { method: 'DELETE' }),
    { invalidate: [teamKeys.all], onSuccess: () => setDeleting(null) },
  );

  // A short list: read whole, searched and paged here.
  const loadPage: TLoadPage<TTeamMember> = async (query, signal) =>
    pageOfArray(await fetcher<TTeamMember[]>(URL, { signal }), query, (m) => `${m.name} ${m.role}`);

  const columns: TAdminTableColumn<TTeamMember>[] = [
    {
      key: 'photo',
      header: 'Photo',
      width: 80,
      render: (m) => <Avatar src={m.photo} alt="" name={m.name} color="initials" />,
    },
    {
      key: 'name',
      header: 'Name',
      render: (m) => (
        <Text size="sm" fw={600}>
          {m.name}
        </Text>
      ),
      csv: (m) => m.name,
    },
    { key: 'role', header: 'Role', render: (m) => m.role, csv: (m) => m.role },
    {
      key: 'order',
      header: 'Order',
      align: 'center',
      width: 80,
      render: (m) => m.sortOrder,
      csv: (m) => m.sortOrder,
    },
  ];

  return (
    <>
      <PageHeader
        title="Our team"
        description="The people /about shows, in this order."
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing('new')}>
            Add member
          </Button>
        }
      />
      <AdminTable<TTeamMember>
        label="Team members"
        fetchPage={loadPage}
        queryKey={[...teamKeys.all, 'admin']}
        columns={columns}
        searchPlaceholder="Name or role"
        searchLabel="Search the team"
        itemsLabel="members"
        csvFileName="team"
        rowTestId="team-row"
        minWidth={560}
        emptyState={{
          title: 'No team yet',
          description: 'Add the people behind the site.',
          icon: <IconUsers aria-hidden size={26} />,
        }}
        rowActions={(m) => (
          <>
            <EditRemoveActions
              name={m.name}
              onEdit={() => setEditing(m)}
              onRemove={() => setDeleting(m)}
              removeVerb="Remove"
            />
          </>
        )}
      />
      <MemberDrawer target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Remove this member?"
        message={`${deleting?.name ?? ''} leaves the team on /about.`}
        confirmLabel="Remove member"
        cancelLabel="Cancel"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}
