'use client';

import type { TUser } from '@bazaar/shared/auth';
import { MAX_UPLOAD_BYTES } from '@bazaar/shared/constants';
import { type TUploadResponse, UPLOAD_IMAGE_TYPES } from '@bazaar/shared/upload';
import { Avatar, Box, Button, FileButton, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useSession } from 'next-auth/react';
import { useEffect, useRef, useState } from 'react';
import { profileKeys } from '@/features/auth/queries';
import { resolveImageUrl } from '@/lib/public-config';
import { useApiMutation } from '@/lib/use-api-mutation';

type ProfileWriteResponse = { title?: string; message: string; data: TUser };
type UploadPhase = 'uploading' | 'saving';

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/** Checked here too so a wrong file gets an instant answer instead of a 5 MB round trip. */
function findFileProblem(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > MAX_UPLOAD_BYTES) return `The image must be at most ${MAX_UPLOAD_MB} MB.`;
  return null;
}

/**
 * Picks a photo, shows it at once, uploads it (POST /upload/image, folder avatars) and saves the
 * returned path on the profile. The session is refreshed afterwards so the header avatar follows.
 */
export function AvatarUpload({ profile }: { profile: TUser }) {
  const { update } = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const resetFileInput = useRef<() => void>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const uploadAvatar = useApiMutation<File, ProfileWriteResponse>(
    async (file, fetcher) => {
      setPhase('uploading');
      const formData = new FormData();
      // The folder goes before the file: the API reads fields in order and stops at the file.
      formData.append('folder', 'avatars');
      formData.append('file', file);
      const upload = await fetcher<{ data: TUploadResponse }>('/upload/image', { method: 'POST', formData });
      setPhase('saving');
      return fetcher<ProfileWriteResponse>('/auth/my-profile', {
        method: 'PUT',
        body: { image: upload.data.path },
      });
    },
    { invalidate: [profileKeys.all], onSuccess: () => void update() },
  );

  const removeAvatar = useApiMutation<void, ProfileWriteResponse>(
    (_vars, fetcher) =>
      fetcher<ProfileWriteResponse>('/auth/my-profile', { method: 'PUT', body: { image: null } }),
    { invalidate: [profileKeys.all], onSuccess: () => void update() },
  );

  const handlePick = (file: File | null) => {
    resetFileInput.current?.();
    if (!file) return;
    const problem = findFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    uploadAvatar.mutate(file, {
      onSettled: () => setPhase(null),
      // Drop the preview so the saved (or previous) photo shows, not one that never reached the server.
      onError: () => setPreview(null),
      onSuccess: () => setPreview(null),
    });
  };

  const isBusy = uploadAvatar.isPending || removeAvatar.isPending;
  const shownImage = preview ?? resolveImageUrl(profile.image);

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Box pos="relative">
        <Avatar
          src={shownImage}
          alt={profile.fullName}
          name={profile.fullName}
          color="initials"
          size={96}
          radius={96}
          style={{ opacity: phase ? 0.6 : 1 }}
        />
        {phase ? <Loader size="sm" pos="absolute" top="calc(50% - 9px)" left="calc(50% - 9px)" /> : null}
      </Box>
      <Stack gap={8} style={{ flex: 1 }} miw={0}>
        <Group gap="xs">
          <FileButton onChange={handlePick} accept={ACCEPT} resetRef={resetFileInput} disabled={isBusy}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={uploadAvatar.isPending}
              >
                {profile.image ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {profile.image ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => removeAvatar.mutate()}
              loading={removeAvatar.isPending}
              disabled={uploadAvatar.isPending}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        {phase ? (
          <Stack gap={4} aria-live="polite">
            <Progress value={100} striped animated size="sm" aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              {phase === 'uploading' ? 'Uploading photo…' : 'Saving to your profile…'}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c={fileProblem ? 'red' : 'dimmed'} role={fileProblem ? 'alert' : undefined}>
            {fileProblem ?? `JPEG, PNG, WebP or GIF, up to ${MAX_UPLOAD_MB} MB.`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
