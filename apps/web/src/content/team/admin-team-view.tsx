'use client';

import {
  type TTeamMember,
  type TTeamMemberWriteResponse,
  ZCreateTeamMemberRequest,
} from '@bazaar/shared/team';
import { Avatar, TextInput } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { boldTextColumn, sortOrderColumn } from '@/components/admin-table/columns';
import { KeptListView, type TKeptListConfig } from '@/components/admin-table/kept-list-view';
import { ImageField } from '@/components/file-field/image-field';
import { EditDrawer, SortOrderInput, type TEditTarget, useEditForm } from '@/components/form/edit-drawer';
import { zodFormValidate } from '@/lib/form-errors';

export const teamKeys = { all: ['team'] as const };
const URL = '/admin/site-setting/our-team';

type FormValues = { name: string; role: string; photo: string; sortOrder: number };
const EMPTY: FormValues = { name: '', role: '', photo: '', sortOrder: 0 };

function MemberDrawer({ target, onClose }: { target: TEditTarget<TTeamMember>; onClose: () => void }) {
  const { form, editing, drawer } = useEditForm<TTeamMember, FormValues, TTeamMemberWriteResponse>({
    target,
    empty: EMPTY,
    valuesOf: (m) => ({ name: m.name, role: m.role, photo: m.photo ?? '', sortOrder: m.sortOrder }),
    // No photo is null to the API, an empty field here.
    validate: (values) =>
      zodFormValidate(ZCreateTeamMemberRequest)({ ...values, photo: values.photo || null }),
    url: URL,
    toBody: (values) => ({
      ...values,
      name: values.name.trim(),
      role: values.role.trim(),
      photo: values.photo || null,
    }),
    invalidate: [teamKeys.all],
    onClose,
  });
  return (
    <EditDrawer
      {...drawer}
      title={editing ? 'Edit team member' : 'Add a team member'}
      submitLabel={editing ? 'Save member' : 'Add member'}
    >
      <ImageField
        label="Photo"
        description="Square, at least 400 × 400 px."
        preview={{ shape: 'avatar', size: 72, placeholder: <IconUsers aria-hidden size={28} /> }}
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
      <SortOrderInput description="Lower shows first on /about." {...form.getInputProps('sortOrder')} />
    </EditDrawer>
  );
}

const CONFIG: TKeptListConfig<TTeamMember> = {
  url: URL,
  queryKey: teamKeys.all,
  header: {
    title: 'Our team',
    description: 'The people /about shows, in this order.',
    noun: 'member',
  },
  table: {
    label: 'Team members',
    searchPlaceholder: 'Name or role',
    searchLabel: 'Search the team',
    itemsLabel: 'members',
    csvFileName: 'team',
    rowTestId: 'team-row',
    minWidth: 560,
    emptyState: {
      title: 'No team yet',
      description: 'Add the people behind the site.',
      icon: <IconUsers aria-hidden size={26} />,
    },
  },
  columns: [
    {
      key: 'photo',
      header: 'Photo',
      width: 80,
      render: (m) => <Avatar src={m.photo} alt="" name={m.name} color="initials" />,
    },
    boldTextColumn({ key: 'name', header: 'Name', text: (m) => m.name }),
    { key: 'role', header: 'Role', render: (m) => m.role, csv: (m) => m.role },
    sortOrderColumn(),
  ],
  searchText: (m) => `${m.name} ${m.role}`,
  removeFrom: 'the team on /about',
  Drawer: MemberDrawer,
};

/** /admin/site-setting/our-team: the team on /about, with photo, role and order (super admin). */
export function AdminTeamView() {
  return <KeptListView config={CONFIG} />;
}
