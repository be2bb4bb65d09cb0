'use client';

import type { TUser } from '@bazaar/shared/auth';
import {
  type TVendorApplicationRequest,
  type TVendorApplicationWriteResponse,
  VENDOR_APPLICATION_MAX_DOCUMENTS,
  ZVendorApplicationRequest,
} from '@bazaar/shared/vendor-application';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FileField } from '@/components/file-field/file-field';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { applyFieldErrors, listFieldError, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { vendorApplicationKeys } from './queries';

type FormValues = {
  storeName: string;
  phone: string;
  email: string;
  panVat: string;
  street: string;
  description: string;
  logo: string;
  documents: string[];
};

type Props = { profile: TUser; onSubmitted: () => void };

/** Store name, contact, PAN/VAT, address, logo and documents: POST /vendor-application. */
export function VendorApplicationForm({ profile, onSubmitted }: Props) {
  const [uploading, setUploading] = useState({ logo: false, documents: false });
  const isUploading = uploading.logo || uploading.documents;

  const form = useForm<FormValues>({
    initialValues: {
      storeName: '',
      phone: profile.phone ?? '',
      email: profile.email,
      panVat: '',
      street: '',
      description: '',
      logo: '',
      documents: [],
    },
    validate: zodFormValidate(ZVendorApplicationRequest),
    validateInputOnBlur: true,
  });

  const submit = useApiMutation<TVendorApplicationRequest, TVendorApplicationWriteResponse>(
    (body, fetch) => fetch<TVendorApplicationWriteResponse>('/vendor-application', { method: 'POST', body }),
    { invalidate: [vendorApplicationKeys.all], onSuccess: onSubmitted },
  );

  // Uploads happen as soon as a file is picked, so the form only carries the stored references.
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await submit.mutateAsync(ZVendorApplicationRequest.parse(values));
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Form onSubmit={handleSubmit} noValidate aria-label="Vendor application">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Your store
            </Title>
            <Text size="sm" c="dimmed">
              We review every application, usually within two working days.
            </Text>
          </Stack>
          <TextInput
            label="Store name"
            withAsterisk
            leftSection={<IconBuildingStore aria-hidden size={16} />}
            {...form.getInputProps('storeName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              type="tel"
              placeholder="98XXXXXXXX"
              autoComplete="tel"
              withAsterisk
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <TextInput
            label="PAN/VAT number"
            inputMode="numeric"
            maxLength={9}
            description="The 9 digits on your PAN or VAT certificate."
            withAsterisk
            {...form.getInputProps('panVat')}
          />
          <TextInput label="Street address" autoComplete="address-line1" {...form.getInputProps('street')} />
          <Textarea
            label="About your store"
            autosize
            minRows={3}
            maxRows={8}
            description="What you sell and where you deliver (optional)."
            {...form.getInputProps('description')}
          />

          <ImageField
            label="Logo"
            alt="Store logo"
            preview={{ shape: 'avatar', size: 64, placeholder: <IconBuildingStore aria-hidden size={28} /> }}
            uploadLabel="Upload logo"
            changeLabel="Change logo"
            removable
            disabled={isUploading}
            {...form.getInputProps('logo')}
            onUploadingChange={(busy) => setUploading((u) => ({ ...u, logo: busy }))}
          />

          <FileField
            label="Documents"
            description={`A PDF or a photo of your PAN/VAT certificate and company registration, up to ${VENDOR_APPLICATION_MAX_DOCUMENTS}.`}
            noun="document"
            itemAlt="Document"
            addLabel="Add document"
            max={VENDOR_APPLICATION_MAX_DOCUMENTS}
            testId="application-documents"
            disabled={isUploading}
            value={form.values.documents}
            error={listFieldError(form.errors, 'documents')}
            onChange={(next) => {
              form.setFieldValue('documents', next);
              form.clearFieldError('documents');
            }}
            onUploadingChange={(busy) => setUploading((u) => ({ ...u, documents: busy }))}
          />

          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSend aria-hidden size={16} />}
              loading={submit.isPending}
              disabled={isUploading}
            >
              Submit application
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
