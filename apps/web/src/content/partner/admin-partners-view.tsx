'use client';

import { type TPartner, type TPartnerWriteResponse, ZCreatePartnerRequest } from '@bazaar/shared/partner';
import { TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { boldTextColumn, linkColumn, pictureColumn, sortOrderColumn } from '@/components/admin-table/columns';
import { KeptListView, type TKeptListConfig } from '@/components/admin-table/kept-list-view';
import { ImageField } from '@/components/file-field/image-field';
import { EditDrawer, SortOrderInput, type TEditTarget, useEditForm } from '@/components/form/edit-drawer';
import { zodFormValidate } from '@/lib/form-errors';

export const partnerKeys = { all: ['partner'] as const };
const URL = '/admin/site-setting/our-partner';

type FormValues = { name: string; logo: string; link: string; sortOrder: number };
const EMPTY: FormValues = { name: '', logo: '', link: '', sortOrder: 0 };

function PartnerDrawer({ target, onClose }: { target: TEditTarget<TPartner>; onClose: () => void }) {
  const { form, editing, drawer } = useEditForm<TPartner, FormValues, TPartnerWriteResponse>({
    target,
    empty: EMPTY,
    valuesOf: (p) => ({ name: p.name, logo: p.logo, link: p.link, sortOrder: p.sortOrder }),
    validate: zodFormValidate(ZCreatePartnerRequest),
    url: URL,
    toBody: (values) => ({ ...values, name: values.name.trim(), link: values.link.trim() }),
    invalidate: [partnerKeys.all],
    onClose,
  });
  return (
    <EditDrawer
      {...drawer}
      title={editing ? 'Edit partner' : 'Add a partner'}
      submitLabel={editing ? 'Save partner' : 'Add partner'}
    >
      <ImageField
        label="Logo"
        description="Wide, about 480 × 200 px, on a light background."
        preview={{ shape: 'frame', aspectRatio: '12 / 5' }}
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
      <SortOrderInput description="Lower shows first on /about." {...form.getInputProps('sortOrder')} />
    </EditDrawer>
  );
}

const CONFIG: TKeptListConfig<TPartner> = {
  url: URL,
  queryKey: partnerKeys.all,
  header: {
    title: 'Our partners',
    description: 'The partner logos /about shows, in this order.',
    noun: 'partner',
  },
  table: {
    label: 'Partners',
    searchPlaceholder: 'Name or link',
    searchLabel: 'Search partners',
    itemsLabel: 'partners',
    csvFileName: 'partners',
    rowTestId: 'partner-row',
    minWidth: 620,
    emptyState: {
      title: 'No partners yet',
      description: 'Add the companies you work with.',
      icon: <IconBuildingBank aria-hidden size={26} />,
    },
  },
  columns: [
    pictureColumn({
      key: 'logo',
      header: 'Logo',
      width: 140,
      src: (p: TPartner) => p.logo,
      size: [120, 50],
      fit: 'contain',
    }),
    boldTextColumn({ key: 'name', header: 'Name', text: (p) => p.name }),
    linkColumn(),
    sortOrderColumn(),
  ],
  searchText: (p) => `${p.name} ${p.link}`,
  removeFrom: 'the partners on /about',
  Drawer: PartnerDrawer,
};

/** /admin/site-setting/our-partner: partner logos on /about, with links and order (super admin). */
export function AdminPartnersView() {
  return <KeptListView config={CONFIG} />;
}
