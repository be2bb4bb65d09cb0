'use client';

import {
  type TSiteSetting,
  type TUpdateSiteSettingRequest,
  ZUpdateSiteSettingRequest,
} from '@bazaar/shared/site-setting';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { siteSettingKeys, useSiteSetting } from './queries';

type FormValues = Omit<TSiteSetting, 'logo'> & { logo: string };

const LINKS = [
  ['facebookLink', 'Facebook'],
  ['instagramLink', 'Instagram'],
  ['twitterLink', 'Twitter / X'],
  ['youtubeLink', 'YouTube'],
  ['appStoreLink', 'App store'],
] as const;

function toValues(s: TSiteSetting): FormValues {
  return { ...s, logo: s.logo ?? '' };
}

/** /admin/site-setting/info: what the header, the footer and the contact page show (super admin). */
export function AdminSiteInfoView() {
  const setting = useSiteSetting();
  const form = useForm<FormValues>({
    initialValues: {
      siteName: '',
      logo: '',
      contactNumber: '',
      email: '',
      address: '',
      facebookLink: '',
      instagramLink: '',
      twitterLink: '',
      youtubeLink: '',
      appStoreLink: '',
    },
    validate: (values) =>
      zodFormValidate(ZUpdateSiteSettingRequest)({ ...values, logo: values.logo || null }),
    validateInputOnBlur: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once the setting arrives
  useEffect(() => {
    if (!setting.data || form.isDirty()) return;
    form.setValues(toValues(setting.data));
    form.resetDirty();
  }, [setting.data]);

  const save = useApiMutation<TUpdateSiteSettingRequest, { data: TSiteSetting }>(
    (body, fetcher) => fetcher('/site-setting/site-setting', { method: 'PUT', body }),
    {
      invalidate: [siteSettingKeys.all],
      onSuccess: (res) => {
        form.setValues(toValues(res.data));
        form.resetDirty();
      },
    },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...values,
        siteName: values.siteName.trim(),
        contactNumber: values.contactNumber.trim(),
        address: values.address.trim(),
        logo: values.logo || null,
      });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <>
      <PageHeader
        title="Site info"
        description="The name, logo, contact details and links every page's header and footer show, and the contact page."
      />
      {!setting.data ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the site info">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={140} />
        </Stack>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Form onSubmit={submit} noValidate aria-label="Site info">
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Site name" required maxLength={80} {...form.getInputProps('siteName')} />
                <TextInput
                  label="Contact number"
                  required
                  maxLength={40}
                  {...form.getInputProps('contactNumber')}
                />
                <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
                <Textarea
                  label="Address"
                  autosize
                  minRows={1}
                  maxLength={200}
                  {...form.getInputProps('address')}
                />
              </SimpleGrid>
              <ImageField
                label="Logo"
                alt="Logo preview"
                description="Square, at least 128 × 128 px. Without one, the site name shows."
                preview={{
                  shape: 'avatar',
                  size: 72,
                  placeholder: <IconBuildingStore aria-hidden size={28} />,
                }}
                uploadLabel="Upload logo"
                changeLabel="Change logo"
                removable
                {...form.getInputProps('logo')}
              />
              <Stack gap="xs">
                <Title order={2} fz="md">
                  Links
                </Title>
                <Text size="sm" c="dimmed">
                  Full addresses starting with https://; leave one empty to hide its icon.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {LINKS.map(([field, label]) => (
                    <TextInput
                      key={field}
                      label={label}
                      placeholder="https://"
                      {...form.getInputProps(field)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save site info
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}
    </>
  );
}
