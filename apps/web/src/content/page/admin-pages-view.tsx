'use client';

import {
  PAGE_KEYS,
  pagePath,
  type TPageKey,
  type TPageWriteResponse,
  type TSitePage,
  ZUpdatePageRequest,
} from '@bazaar/shared/page';
import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { pageKeys, useAdminPages } from './queries';

type FormValues = { title: string; body: string };

function PageEditor({ page }: { page: TSitePage }) {
  const form = useForm<FormValues>({
    initialValues: { title: page.title, body: page.body },
    validate: zodFormValidate(ZUpdatePageRequest),
    validateInputOnBlur: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load another page when one is chosen
  useEffect(() => {
    form.setValues({ title: page.title, body: page.body });
    form.resetDirty();
    form.clearErrors();
  }, [page.key]);

  const save = useApiMutation<FormValues, TPageWriteResponse>(
    (values, fetcher) => fetcher(`/admin/site-setting/pages/${page.key}`, { method: 'PUT', body: values }),
    { invalidate: [pageKeys.list()] },
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, title: values.title.trim() });
      form.resetDirty();
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Form onSubmit={submit} noValidate aria-label={`Edit ${page.title}`}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Shown at{' '}
            <Anchor href={pagePath(page.key)} target="_blank" underline="always">
              {pagePath(page.key)}
            </Anchor>
            {page.updatedAt ? ` · last saved ${formatDateTime(page.updatedAt)}` : ' · not written yet'}
          </Text>
          <TextInput label="Title" required maxLength={160} {...form.getInputProps('title')} />
          <RichTextField label="Text" required minHeight={320} {...form.getInputProps('body')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save page
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

const LABELS: Record<TPageKey, string> = Object.fromEntries(
  PAGE_KEYS.map((key) => [
    key,
    key === 'about' ? 'About us' : pagePath(key).replace('/page/', '').replace('/', ' · '),
  ]),
) as Record<TPageKey, string>;

/** /admin/site-setting/pages: the about page and each section's privacy policy and terms (super admin). */
export function AdminPagesView() {
  const pages = useAdminPages();
  const [key, setKey] = useState<TPageKey>('about');
  const page = pages.data?.find((p) => p.key === key);
  return (
    <>
      <PageHeader
        title="Pages"
        description="The about page, and the privacy policy and terms of each section."
      />
      <Stack gap="md">
        <Select
          label="Page"
          data={(pages.data ?? []).map((p) => ({ value: p.key, label: `${p.title} (${LABELS[p.key]})` }))}
          value={key}
          onChange={(value) => value && setKey(value as TPageKey)}
          allowDeselect={false}
          maw={480}
          disabled={!pages.data}
        />
        {page ? (
          <PageEditor page={page} />
        ) : pages.isError ? (
          <Text c="dimmed">The pages could not be loaded.</Text>
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the page">
            <Skeleton height={36} />
            <Skeleton height={320} />
          </Stack>
        )}
      </Stack>
    </>
  );
}
