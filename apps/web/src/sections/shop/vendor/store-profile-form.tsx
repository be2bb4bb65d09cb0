'use client';

import {
  type TVendorProfile,
  type TVendorProfileRequest,
  type TVendorProfileWriteResponse,
  ZVendorProfileRequest,
} from '@bazaar/shared/vendor';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import {
  AddressSelects,
  chainTarget,
  type TAddressChain,
  useAddressChildren,
} from '@/platform/address/address-selects';
import { vendorStoreKeys } from './queries';

type FormValues = {
  storeName: string;
  description: string;
  logo: string;
  banner: string;
  phone: string;
  email: string;
  addressId: string;
  street: string;
  panVat: string;
  payoutDetails: string;
};

function initialChain(profile: TVendorProfile): TAddressChain {
  const chain: TAddressChain = ['', '', '', ''];
  for (const node of profile.addressPath) if (node.level >= 0 && node.level < 4) chain[node.level] = node._id;
  return chain;
}

const validateSchema = zodFormValidate(ZVendorProfileRequest);

/** PUT /vendor/profile: store name, description, logo and banner, contact, address, PAN/VAT and payout details. */
export function StoreProfileForm({ profile }: { profile: TVendorProfile }) {
  const [uploading, setUploading] = useState({ logo: false, banner: false });
  const [chain, setChain] = useState<TAddressChain>(() => initialChain(profile));
  // A district with no municipalities listed is an address on its own (the API accepts it).
  const municipalities = useAddressChildren(chain[1] || null, Boolean(chain[1]));
  const districtIsLeaf = municipalities.isSuccess && municipalities.data.length === 0;

  const form = useForm<FormValues>({
    initialValues: {
      storeName: profile.storeName,
      description: profile.description,
      logo: profile.logo ?? '',
      banner: profile.banner ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      addressId: profile.addressId ?? '',
      street: profile.street,
      panVat: profile.panVat ?? '',
      payoutDetails: profile.payoutDetails,
    },
    validate: (values) => {
      const errors = validateSchema(values);
      if (chain[0] && !chain[2] && !(chain[1] && districtIsLeaf)) {
        errors.addressId = 'Choose down to the municipality';
      }
      return errors;
    },
  });

  const save = useApiMutation<TVendorProfileRequest, TVendorProfileWriteResponse>(
    (body, fetch) => fetch<TVendorProfileWriteResponse>('/vendor/profile', { method: 'PUT', body }),
    {
      invalidate: [vendorStoreKeys.all],
      onSuccess: (res) => {
        form.resetDirty({ ...form.getValues(), storeName: res.data.storeName });
      },
    },
  );

  const onChain = (next: TAddressChain) => {
    setChain(next);
    form.setFieldValue('addressId', next[2] ? chainTarget(next) : '');
    form.clearFieldError('addressId');
  };

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      {
        storeName: values.storeName,
        description: values.description,
        logo: values.logo,
        banner: values.banner,
        phone: values.phone,
        email: values.email,
        addressId: values.addressId || (districtIsLeaf ? chain[1] : ''),
        street: values.street,
        panVat: values.panVat,
        payoutDetails: values.payoutDetails,
      },
      { onError: (err) => applyFieldErrors(form, err) },
    ),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Store profile">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              Logo and banner
            </Title>
            <ImageField
              label="Banner"
              alt="Store banner"
              description="A wide picture, e.g. 1600 × 400"
              preview={{ shape: 'frame', aspectRatio: '4 / 1' }}
              uploadLabel="Upload banner"
              changeLabel="Change banner"
              removable
              {...form.getInputProps('banner')}
              onUploadingChange={(busy) => setUploading((u) => ({ ...u, banner: busy }))}
            />
            <ImageField
              label="Logo"
              alt="Store logo"
              preview={{
                shape: 'avatar',
                size: 72,
                placeholder: <IconBuildingStore aria-hidden size={32} />,
              }}
              uploadLabel="Upload logo"
              changeLabel="Change logo"
              removable
              {...form.getInputProps('logo')}
              onUploadingChange={(busy) => setUploading((u) => ({ ...u, logo: busy }))}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              Store details
            </Title>
            <TextInput
              label="Store name"
              required
              description={`Your store's address stays /shop?vendor=${profile.slug}`}
              {...form.getInputProps('storeName')}
            />
            <Textarea
              label="About the store"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            </SimpleGrid>
            <TextInput
              label="PAN/VAT number"
              inputMode="numeric"
              maxLength={9}
              description="The 9 digits on your certificate"
              {...form.getInputProps('panVat')}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              Address
            </Title>
            <AddressSelects value={chain} onChange={onChain} error={form.errors.addressId} />
            <TextInput label="Street" autoComplete="address-line1" {...form.getInputProps('street')} />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              Payouts
            </Title>
            <Textarea
              label="Payout details"
              description="Bank name, account name and number, or your wallet ID. Admins pay your balance here."
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('payoutDetails')}
            />
            <Text size="xs" c="dimmed">
              Commission: {profile.commissionPercent}% of the items of each delivered order (after discounts,
              delivery charge excluded).
            </Text>
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy aria-hidden size={16} />}
            loading={save.isPending}
            disabled={uploading.logo || uploading.banner}
          >
            Save store profile
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
