'use client';

import {
  type TBlogPost,
  type TBlogWriteResponse,
  type TCreateBlogRequest,
  ZBlogSlug,
  ZCreateBlogRequest,
} from '@bazaar/shared/blog';
import {
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { blogKeys, useAdminPost } from './queries';

type FormValues = {
  title: string;
  slug: string;
  cover: string;
  excerpt: string;
  body: string;
  status: 'draft' | 'published';
  /** `datetime-local` input value in the admin's time zone; '' = when published. */
  publishedAt: string;
};

const EMPTY: FormValues = {
  title: '',
  slug: '',
  cover: '',
  excerpt: '',
  body: '',
  status: 'draft',
  publishedAt: '',
};

// The request's rules, the publish date checked as the local time the input holds.
const ZForm = ZCreateBlogRequest.extend({ cover: z.string(), publishedAt: z.string() });

function slugFrom(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** `2026-11-27T10:30` in the browser's time zone, as the input shows it. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function toRequest(values: FormValues): TCreateBlogRequest {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    cover: values.cover || null,
    excerpt: values.excerpt.trim(),
    body: values.body,
    status: values.status,
    publishedAt: values.publishedAt ? new Date(values.publishedAt).toISOString() : null,
  };
}

/** /admin/blogs/new and /admin/blogs/{id}: a post's title, address, cover, excerpt, body, status and date. */
export function BlogForm({ id }: { id?: string }) {
  const isNew = id === undefined;
  const post = useAdminPost(id ?? '');
  const router = useRouter();
  const slugTouched = useRef(!isNew);
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: zodFormValidate(ZForm),
    validateInputOnBlur: true,
  });

  const loaded: TBlogPost | undefined = isNew ? undefined : post.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the post once it arrives
  useEffect(() => {
    if (!loaded) return;
    form.setValues({
      title: loaded.title,
      slug: loaded.slug,
      cover: loaded.cover ?? '',
      excerpt: loaded.excerpt,
      body: loaded.body,
      status: loaded.status,
      publishedAt: toLocalInput(loaded.publishedAt),
    });
    form.resetDirty();
  }, [loaded?._id]);

  const save = useApiMutation<FormValues, TBlogWriteResponse>(
    (values, fetcher) =>
      isNew
        ? fetcher('/admin/blogs', { method: 'POST', body: toRequest(values) })
        : fetcher(`/admin/blogs/${id}`, { method: 'PUT', body: toRequest(values) }),
    {
      invalidate: [blogKeys.all],
      onSuccess: () => router.push('/admin/blogs'),
    },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const title = isNew ? 'New blog post' : 'Edit blog post';
  if (!isNew && !post.data) {
    return (
      <>
        <PageHeader title={title} />
        {post.isError ? (
          <Text c="dimmed">This post could not be loaded.</Text>
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the post">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={260} />
          </Stack>
        )}
      </>
    );
  }

  const titleProps = form.getInputProps('title');
  const slugProps = form.getInputProps('slug');
  const slugIsValid = ZBlogSlug.safeParse(form.values.slug).success;

  return (
    <>
      <PageHeader title={title} description="Published posts show on /blog from their publish date on." />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="md">
            <TextInput
              label="Title"
              required
              maxLength={160}
              {...titleProps}
              onChange={(event) => {
                titleProps.onChange(event);
                if (!slugTouched.current) form.setFieldValue('slug', slugFrom(event.currentTarget.value));
              }}
            />
            <TextInput
              label="Slug"
              required
              description={
                slugIsValid
                  ? `The post's address: /blog/${form.values.slug}`
                  : 'Lowercase words joined by dashes.'
              }
              maxLength={120}
              {...slugProps}
              onChange={(event) => {
                slugTouched.current = true;
                slugProps.onChange(event);
              }}
            />
            <Box maw={560}>
              <ImageField
                label="Cover image"
                alt="Cover preview"
                description="Wide, about 1200 × 630 px: also the picture shared on social media."
                preview={{ shape: 'frame', aspectRatio: '40 / 21' }}
                uploadLabel="Upload cover"
                changeLabel="Change cover"
                removable
                {...form.getInputProps('cover')}
              />
            </Box>
            <Textarea
              label="Excerpt"
              description="One or two sentences shown on /blog and in search results."
              autosize
              minRows={2}
              maxLength={300}
              {...form.getInputProps('excerpt')}
            />
            <RichTextField label="Body" required minHeight={280} {...form.getInputProps('body')} />
            <Group align="flex-end" gap="lg" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="blog-status-label">
                  Status
                </Text>
                <SegmentedControl
                  aria-labelledby="blog-status-label"
                  data={[
                    { value: 'draft', label: 'Draft' },
                    { value: 'published', label: 'Published' },
                  ]}
                  {...form.getInputProps('status')}
                />
              </Stack>
              <TextInput
                type="datetime-local"
                label="Publish date"
                description="Empty: when it is published."
                {...form.getInputProps('publishedAt')}
              />
            </Group>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} href="/admin/blogs" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {isNew ? 'Save post' : 'Save changes'}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
