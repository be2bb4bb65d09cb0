'use client';

import { AD_SLOT_LABELS, type TAdSlot, type TAdWriteResponse, ZPutAdRequest } from '@bazaar/shared/ad';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { BannerFields, type BannerFormValues } from '@/components/banner/banner-fields';
import { Form } from '@/components/form/form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AdBanner } from './ad-banner';
import { adKeys, useAdminAds } from './queries';

type FormValues = BannerFormValues;

/** /admin/ad-setting/{slot} (super admin): the slot's picture, link and switch, with a live preview. */
export function AdSettingView({ slot }: { slot: TAdSlot }) {
  const ads = useAdminAds();
  const current = ads.data?.find((s) => s.slot === slot)?.ad ?? null;
  const { label, where } = AD_SLOT_LABELS[slot];

  const form = useForm<FormValues>({
    initialValues: { image: '', title: '', link: '', isActive: true },
    validate: zodFormValidate(ZPutAdRequest),
    validateInputOnBlur: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: load the saved ad once it arrives or changes
  useEffect(() => {
    if (!ads.data) return;
    form.setValues(
      current
        ? { image: current.image, title: current.title, link: current.link, isActive: current.isActive }
        : { image: '', title: '', link: '', isActive: true },
    );
    form.resetDirty();
  }, [ads.data, slot]);

  const save = useApiMutation<FormValues, TAdWriteResponse>(
    (body, fetcher) => fetcher<TAdWriteResponse>(`/admin/ads/${slot}`, { method: 'PUT', body }),
    { invalidate: [adKeys.adminList()] },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, title: values.title.trim(), link: values.link.trim() });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const previewUrl = resolveImageUrl(form.values.image);
  return (
    <>
      <PageHeader
        title={`${label} ad`}
        description={`${where}. One picture with an optional link; switch it off to hide it.`}
        actions={
          current ? (
            <Badge size="lg" variant="light" color={current.isActive ? 'green' : 'gray'}>
              {current.isActive ? 'Live' : 'Switched off'}
            </Badge>
          ) : (
            <Badge size="lg" variant="light" color="gray">
              Not set
            </Badge>
          )
        }
      />
      {ads.isError ? (
        <Stack gap="sm" align="flex-start">
          <LoadError what="ad" />
          <Button
            variant="light"
            leftSection={<IconRefresh aria-hidden size={16} />}
            onClick={() => ads.refetch()}
          >
            Try again
          </Button>
        </Stack>
      ) : ads.isPending ? (
        <Stack gap="md" maw={720}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="xl" maw={720}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Form onSubmit={submit} noValidate aria-label={`${label} ad`}>
              <Stack gap="md">
                <BannerFields
                  form={form}
                  pictureHint="About 1200 × 300 px (4 : 1)."
                  aspectRatio="4 / 1"
                  titleHint="Alternative text for the picture."
                  linkHint="A page of this site (/shop) or a full https:// address; empty for none."
                  linkPlaceholder="https://"
                  showLabel="Show this ad"
                />
                <Group justify="space-between" gap="sm">
                  <Text size="xs" c="dimmed">
                    {current ? `Last saved ${formatDateTime(current.updatedAt)}` : 'Never saved'}
                  </Text>
                  <Button type="submit" loading={save.isPending}>
                    Save ad
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Paper>
          <Stack gap="xs">
            <Title order={2} fz="md">
              Preview
            </Title>
            {previewUrl ? (
              <AdBanner ad={{ slot, image: previewUrl, title: form.values.title, link: '' }} eager />
            ) : (
              <Text size="sm" c="dimmed">
                Upload a picture to see the ad as visitors will.
              </Text>
            )}
            {!form.values.isActive ? (
              <Text size="xs" c="dimmed">
                Switched off: visitors see nothing in this place.
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
    </>
  );
}
