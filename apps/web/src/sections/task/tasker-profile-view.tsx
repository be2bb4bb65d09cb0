'use client';

import { profilePath } from '@bazaar/shared/profile-constants';

import type { TTaskerProfile, TTaskerProfileRequest, TTaskerProfileWriteResponse } from '@bazaar/shared/task';
import { TASKER_BIO_MAX, TASKER_MAX_CATEGORIES, TASKER_MAX_SKILLS } from '@bazaar/shared/task-constants';
import { Button, Group, MultiSelect, Paper, Skeleton, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ImageField } from '@/components/file-field/image-field';
import { Form } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ApiError, useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AddressSelects, chainTarget, type TAddressChain } from '@/platform/address/address-selects';
import { useTaskCategories } from './queries';
import { taskKeys } from './query-keys';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

/** /user/profile/tasker: bio, skills, task categories, service area and photo, shown on the public tasker page. */
export function TaskerProfileView() {
  const fetcher = useApiFetch();
  const { data: session, status } = useSession();
  const categories = useTaskCategories();
  const profile = useQuery({
    queryKey: [...taskKeys.mine(), 'tasker-profile'],
    queryFn: async ({ signal }) =>
      (await fetcher<{ data: TTaskerProfile }>('/task/user/tasker-profile', { signal })).data,
    enabled: status === 'authenticated',
  });
  const [bio, setBio] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [chain, setChain] = useState<TAddressChain>(EMPTY_CHAIN);
  const [keptArea, setKeptArea] = useState<{ _id: string; label: string } | null>(null);
  const [photo, setPhoto] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    setBio(p.bio);
    setSkills(p.skills);
    setCategoryIds(p.categoryIds);
    setKeptArea(p.serviceArea ? { _id: p.serviceArea._id, label: p.serviceArea.label } : null);
    setChain(EMPTY_CHAIN);
    setPhoto(p.photo ?? '');
  }, [profile.data]);

  const save = useApiMutation(
    (body: TTaskerProfileRequest, f) =>
      f<TTaskerProfileWriteResponse>('/task/user/tasker-profile', { method: 'PUT', body }),
    { invalidate: [taskKeys.mine()] },
  );

  const userId = session?.user.id;

  if (profile.isError) return <LoadError what="tasker profile" />;
  if (!profile.data) {
    return (
      <>
        <PageHeader title="Tasker profile" />
        <Skeleton h={420} radius="lg" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Tasker profile"
        description="What posters see when you make an offer: who you are, what you do and where."
        actions={
          userId ? (
            <Button variant="default" component={IntentLink} href={profilePath(userId)}>
              View public page
            </Button>
          ) : null
        }
      />
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({});
          save.mutate(
            {
              bio,
              skills,
              categoryIds,
              serviceAreaId: chainTarget(chain) || keptArea?._id || null,
              photo: photo || null,
            },
            {
              onError: (err) => {
                if (err instanceof ApiError)
                  setErrors(
                    Object.fromEntries(err.errors.map((x) => [x.path.split('.')[0] ?? x.path, x.message])),
                  );
              },
            },
          );
        }}
      >
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={760}>
          <Stack gap="md">
            <ImageField
              label="Photo"
              alt="Your tasker photo"
              value={photo}
              onChange={setPhoto}
              preview={{ shape: 'avatar', size: 96, placeholder: <IconUser aria-hidden size={40} /> }}
              uploadLabel="Upload photo"
              changeLabel="Change photo"
              removable
              error={errors.photo}
              onUploadingChange={setUploading}
            />
            <Textarea
              label="Bio"
              description={`${bio.length}/${TASKER_BIO_MAX}`}
              autosize
              minRows={3}
              maxLength={TASKER_BIO_MAX}
              value={bio}
              onChange={(e) => setBio(e.currentTarget.value)}
              error={errors.bio}
            />
            <TagsInput
              label="Skills"
              description={`Press Enter after each, up to ${TASKER_MAX_SKILLS}`}
              value={skills}
              onChange={setSkills}
              maxTags={TASKER_MAX_SKILLS}
              error={errors.skills}
            />
            <MultiSelect
              label="Task categories"
              description={`The kinds of task you take on, up to ${TASKER_MAX_CATEGORIES}`}
              data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
              value={categoryIds}
              onChange={setCategoryIds}
              maxValues={TASKER_MAX_CATEGORIES}
              searchable
              error={errors.categoryIds}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Service area
              </Text>
              {keptArea && !chainTarget(chain) ? (
                <Text size="sm" c="dimmed">
                  Now: {keptArea.label} (choose below to change it)
                </Text>
              ) : null}
              <AddressSelects value={chain} onChange={setChain} error={errors.serviceAreaId} />
            </Stack>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={uploading}>
                Save profile
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Form>
    </>
  );
}
