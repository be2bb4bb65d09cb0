'use client';

import { Box, Button, Center, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ACCEPT_IMAGES, findImageProblem, uploadMiscImage } from '@/features/vendor-application/upload-image';
import { useApiFetch } from '@/lib/api-client';
import { resolveImageUrl } from '@/lib/public-config';
import { showErrorToast } from '@/lib/toast';

type Props = {
  label: string;
  /** The stored path or URL ('' = none). */
  value: string;
  onChange: (path: string, url: string) => void;
  error?: React.ReactNode;
  /** CSS aspect ratio of the preview, e.g. '8 / 3'. */
  aspectRatio: string;
  hint: string;
};

/** Uploads a picture as soon as it is picked (POST /upload/image) and previews it at the banner's shape. */
export function ImagePicker({ label, value, onChange, error, aspectRatio, hint }: Props) {
  const fetcher = useApiFetch();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const url = resolveImageUrl(value);

  const handleFile = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const found = findImageProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      const stored = await uploadMiscImage(file, fetcher);
      onChange(stored.path, stored.url);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={label} description={hint} error={problem ?? error} withAsterisk>
      <Stack gap="xs" mt={6}>
        <Box
          style={{
            aspectRatio,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            border: '1px solid var(--mantine-color-default-border)',
            background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))',
          }}
        >
          {url ? (
            // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
            <img
              src={url}
              alt={`${label} preview`}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Center h="100%" c="dimmed">
              <Stack align="center" gap={4}>
                <IconPhoto size={32} stroke={1.3} />
                <Text size="xs">No picture yet</Text>
              </Stack>
            </Center>
          )}
        </Box>
        <Group gap="xs">
          <FileButton onChange={handleFile} accept={ACCEPT_IMAGES} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={uploading}
              >
                {url ? 'Change picture' : 'Upload picture'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
