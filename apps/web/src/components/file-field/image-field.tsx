'use client';

import type { UploadFolder } from '@bazaar/shared/upload-constants';
import { Avatar, Box, Button, Center, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { resolveImageUrl } from '@/lib/public-config';
import { showErrorToast } from '@/lib/toast';
import { PickFileButton } from './pick-file-button';
import { useUpload } from './use-upload';

/** How the picture shows beside its buttons: a small square or round avatar, or a frame of the picture's shape. */
export type ImagePreview =
  | { shape: 'avatar'; size: number; placeholder: ReactNode }
  | { shape: 'frame'; aspectRatio: string };

type Props = {
  label: string;
  /** The preview's alt text; default `<label> preview`. */
  alt?: string;
  /** The stored path or URL ('' = none); a form's `getInputProps(field)` supplies value, onChange and error. */
  value?: string;
  /** The new path as soon as the upload is stored, or '' after Remove. */
  onChange: (path: string) => void;
  preview: ImagePreview;
  /** The buttons; default `Upload <label>` and `Change <label>`, in lower case. */
  uploadLabel?: string;
  changeLabel?: string;
  /** Offer Remove when a picture is set (the field may be empty). */
  removable?: boolean;
  folder?: UploadFolder;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Forms keep their submit disabled while a picture is on its way. */
  onUploadingChange?: (isUploading: boolean) => void;
};

/** One public picture, uploaded (POST /upload/image) as soon as it is picked and previewed at once. */
export function ImageField({
  label,
  alt = `${label} preview`,
  value = '',
  onChange,
  preview,
  uploadLabel = `Upload ${label.toLowerCase()}`,
  changeLabel = `Change ${label.toLowerCase()}`,
  removable = false,
  folder,
  description,
  error,
  required = false,
  disabled = false,
  onUploadingChange,
}: Props) {
  const { upload, findProblem, accept, isUploading } = useUpload('image', folder ? { folder } : {});
  const [problem, setProblem] = useState<string | null>(null);
  const url = resolveImageUrl(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes of the upload state only
  useEffect(() => onUploadingChange?.(isUploading), [isUploading]);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const found = findProblem(file);
    setProblem(found);
    if (found) return;
    try {
      onChange((await upload(file)).path);
    } catch (err) {
      showErrorToast(err);
    }
  };

  const buttons = (
    <ImagePickButtons
      hasImage={Boolean(value)}
      uploadLabel={uploadLabel}
      changeLabel={changeLabel}
      accept={accept}
      onPick={handleFile}
      isUploading={isUploading}
      disabled={disabled}
      {...(removable ? { onRemove: () => onChange('') } : {})}
    />
  );

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={problem ?? error}
      withAsterisk={required}
    >
      {preview.shape === 'avatar' ? (
        <Group gap="md" wrap="nowrap" mt={6}>
          <Avatar src={url} size={preview.size} radius="md" alt={alt}>
            {preview.placeholder}
          </Avatar>
          {buttons}
        </Group>
      ) : (
        <Stack gap="xs" mt={6}>
          <Box
            style={{
              aspectRatio: preview.aspectRatio,
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              border: '1px solid var(--mantine-color-default-border)',
              background: 'var(--bz-media-bg)',
            }}
          >
            {url ? (
              // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
              <img
                src={url}
                alt={alt}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <Center h="100%" c="dimmed">
                <Stack align="center" gap={4}>
                  <IconPhoto aria-hidden size={32} stroke={1.3} />
                  <Text size="xs">No picture yet</Text>
                </Stack>
              </Center>
            )}
          </Box>
          {buttons}
        </Stack>
      )}
    </Input.Wrapper>
  );
}

type ButtonsProps = {
  hasImage: boolean;
  uploadLabel: string;
  changeLabel: string;
  accept: string;
  onPick: (file: File | null) => void;
  isUploading: boolean;
  disabled?: boolean;
  /** Offered while a picture is set. */
  onRemove?: () => void;
  isRemoving?: boolean;
};

/** Upload (or change) and Remove for one picture: ImageField's, and the account page's avatar. */
export function ImagePickButtons({
  hasImage,
  uploadLabel,
  changeLabel,
  accept,
  onPick,
  isUploading,
  disabled = false,
  onRemove,
  isRemoving = false,
}: ButtonsProps) {
  return (
    <Group gap="xs">
      <PickFileButton
        accept={accept}
        onPick={(files) => onPick(files[0] ?? null)}
        icon={<IconPhotoUp aria-hidden size={16} />}
        isLoading={isUploading}
        disabled={disabled}
      >
        {hasImage ? changeLabel : uploadLabel}
      </PickFileButton>
      {onRemove && hasImage ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash aria-hidden size={14} />}
          onClick={onRemove}
          loading={isRemoving}
          disabled={disabled || isUploading}
        >
          Remove
        </Button>
      ) : null}
    </Group>
  );
}
