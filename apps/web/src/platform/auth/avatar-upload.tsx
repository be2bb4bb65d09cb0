'use client';

import type { TProfileWriteResponse, TUser } from '@bazaar/shared/auth';
import { UPLOAD_RULES } from '@bazaar/shared/upload-constants';
import { Avatar, Box, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ImagePickButtons } from '@/components/file-field/image-field';
import { useUpload } from '@/components/file-field/use-upload';
import { resolveImageUrl } from '@/lib/public-config';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { profileKeys } from '@/platform/auth/queries';

type UploadPhase = 'uploading' | 'saving';

const MAX_UPLOAD_MB = UPLOAD_RULES.image.maxBytes / (1024 * 1024);

/**
 * Picks a photo, shows it at once, uploads it (POST /upload/image, folder avatars) and saves the
 * returned path on the profile. The session is refreshed afterwards so the header avatar follows.
 */
export function AvatarUpload({ profile }: { profile: TUser }) {
  const { update } = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const { upload, findProblem, accept } = useUpload('image', { folder: 'avatars' });

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const uploadAvatar = useApiMutation<File, TProfileWriteResponse>(
    async (file, fetcher) => {
      setPhase('uploading');
      const stored = await upload(file);
      setPhase('saving');
      return fetcher<TProfileWriteResponse>('/auth/my-profile', {
        method: 'PUT',
        body: { image: stored.path },
      });
    },
    { invalidate: [profileKeys.all], onSuccess: () => void update() },
  );

  const removeAvatar = useApiMutation<void, TProfileWriteResponse>(
    (_vars, fetcher) =>
      fetcher<TProfileWriteResponse>('/auth/my-profile', { method: 'PUT', body: { image: null } }),
    { invalidate: [profileKeys.all], onSuccess: () => void update() },
  );

  const handlePick = (file: File | null) => {
    if (!file) return;
    const problem = findProblem(file);
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
        <ImagePickButtons
          hasImage={Boolean(profile.image)}
          uploadLabel="Upload photo"
          changeLabel="Change photo"
          accept={accept}
          onPick={handlePick}
          isUploading={uploadAvatar.isPending}
          disabled={isBusy}
          onRemove={() => removeAvatar.mutate()}
          isRemoving={removeAvatar.isPending}
        />
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
