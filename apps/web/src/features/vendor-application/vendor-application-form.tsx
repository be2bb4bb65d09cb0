'use client';

import type { TUser } from '@bazaar/shared/auth';
import type { TUploadResponse } from '@bazaar/shared/upload';
import {
  type TVendorApplicationRequest,
  type TVendorApplicationWriteResponse,
  VENDOR_APPLICATION_MAX_DOCUMENTS,
  ZVendorApplicationRequest,
} from '@bazaar/shared/vendor-application';
import {
  ActionIcon,
  Avatar,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconFileUpload, IconPhotoUp, IconSend, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { resolveImageUrl } from '@/lib/public-config';
import { showErrorToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';
import { vendorApplicationKeys } from './queries';
import { ACCEPT_IMAGES, findImageProblem, uploadMiscImage } from './upload-image';

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
  const fetcher = useApiFetch();
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [documentUrls, setDocumentUrls] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<'logo' | 'document' | null>(null);
  const resetLogoInput = useRef<() => void>(null);
  const resetDocumentInput = useRef<() => void>(null);

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

  // Uploads happen as soon as a file is picked, so the form only carries the stored paths.
  const upload = async (file: File | null, kind: 'logo' | 'document'): Promise<TUploadResponse | null> => {
    if (!file) return null;
    const problem = findImageProblem(file);
    if (problem) {
      form.setFieldError(kind === 'logo' ? 'logo' : 'documents', problem);
      return null;
    }
    setUploading(kind);
    try {
      return await uploadMiscImage(file, fetcher);
    } catch (err) {
      showErrorToast(err);
      return null;
    } finally {
      setUploading(null);
    }
  };

  const handleLogo = async (file: File | null) => {
    resetLogoInput.current?.();
    const stored = await upload(file, 'logo');
    if (!stored) return;
    form.setFieldValue('logo', stored.path);
    setLogoUrl(stored.url);
  };

  const handleDocument = async (file: File | null) => {
    resetDocumentInput.current?.();
    const stored = await upload(file, 'document');
    if (!stored) return;
    form.insertListItem('documents', stored.path);
    setDocumentUrls((urls) => ({ ...urls, [stored.path]: stored.url }));
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await submit.mutateAsync(ZVendorApplicationRequest.parse(values));
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const documents = form.values.documents;
  const canAddDocument = documents.length < VENDOR_APPLICATION_MAX_DOCUMENTS;

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
            leftSection={<IconBuildingStore size={16} />}
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
          <TextInput label="Street address" autoComplete="street-address" {...form.getInputProps('street')} />
          <Textarea
            label="About your store"
            autosize
            minRows={3}
            maxRows={8}
            description="What you sell and where you deliver (optional)."
            {...form.getInputProps('description')}
          />

          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Logo
            </Text>
            <Group gap="md" wrap="nowrap">
              <Avatar
                src={logoUrl ?? resolveImageUrl(form.values.logo)}
                size={64}
                radius="md"
                alt="Store logo"
              >
                <IconBuildingStore size={28} />
              </Avatar>
              <Group gap="xs">
                <FileButton onChange={handleLogo} accept={ACCEPT_IMAGES} resetRef={resetLogoInput}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="light"
                      leftSection={<IconPhotoUp size={16} />}
                      loading={uploading === 'logo'}
                      disabled={uploading !== null}
                    >
                      {form.values.logo ? 'Change logo' : 'Upload logo'}
                    </Button>
                  )}
                </FileButton>
                {form.values.logo ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      form.setFieldValue('logo', '');
                      setLogoUrl(null);
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
              </Group>
            </Group>
            {form.errors.logo ? (
              <Text size="xs" c="red" role="alert">
                {form.errors.logo}
              </Text>
            ) : null}
          </Stack>

          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Documents
            </Text>
            <Text size="xs" c="dimmed">
              Photos of your PAN/VAT certificate and company registration, up to{' '}
              {VENDOR_APPLICATION_MAX_DOCUMENTS}.
            </Text>
            {documents.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" data-testid="application-documents">
                {documents.map((path, index) => (
                  <Paper key={path} withBorder radius="sm" p={4} pos="relative">
                    <Image
                      src={documentUrls[path] ?? resolveImageUrl(path)}
                      alt={`Document ${index + 1}`}
                      h={80}
                      fit="cover"
                      radius="sm"
                    />
                    <ActionIcon
                      pos="absolute"
                      top={6}
                      right={6}
                      size="sm"
                      color="red"
                      variant="filled"
                      aria-label={`Remove document ${index + 1}`}
                      onClick={() => form.removeListItem('documents', index)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Paper>
                ))}
              </SimpleGrid>
            ) : null}
            {canAddDocument ? (
              <FileButton onChange={handleDocument} accept={ACCEPT_IMAGES} resetRef={resetDocumentInput}>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    w="fit-content"
                    leftSection={<IconFileUpload size={16} />}
                    loading={uploading === 'document'}
                    disabled={uploading !== null}
                  >
                    Add document
                  </Button>
                )}
              </FileButton>
            ) : null}
            {form.errors.documents ? (
              <Text size="xs" c="red" role="alert">
                {form.errors.documents}
              </Text>
            ) : null}
          </Stack>

          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              loading={submit.isPending}
              disabled={uploading !== null}
            >
              Submit application
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
