'use client';

import { PRODUCT_MAX_IMAGES } from '@bazaar/shared/product';
import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ACCEPT_IMAGES, findImageProblem, uploadMiscImage } from '@/features/vendor-application/upload-image';
import { showErrorToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';

type Props = {
  /** Image URLs (or stored paths) in display order; the first is the cover. */
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | null;
};

/** Uploads several images (each resized to WebP by the API), reorders them and removes them. */
export function ProductImagesField({ value, onChange, error }: Props) {
  const fetcher = useApiFetch();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const room = PRODUCT_MAX_IMAGES - value.length;

  const handleFiles = async (files: File[]) => {
    resetRef.current?.();
    setProblem(null);
    const picked = files.slice(0, Math.max(0, room));
    if (files.length > picked.length) setProblem(`A product has at most ${PRODUCT_MAX_IMAGES} images.`);
    const added: string[] = [];
    setUploading(picked.length);
    for (const file of picked) {
      const bad = findImageProblem(file);
      if (bad) {
        setProblem(`${file.name}: ${bad}`);
        setUploading((n) => n - 1);
        continue;
      }
      try {
        const stored = await uploadMiscImage(file, fetcher);
        added.push(stored.url);
      } catch (err) {
        showErrorToast(err);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length) onChange([...value, ...added]);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target] as string, next[index] as string];
    onChange(next);
  };

  const message = problem ?? error;

  // Mantine's own label and error, so the field looks and reads like the inputs around it.
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Input.Label required labelElement="div">
          Images
        </Input.Label>
        <Text size="xs" c="dimmed">
          {value.length}/{PRODUCT_MAX_IMAGES} · the first one is the cover
        </Text>
      </Group>
      {value.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm" data-testid="product-images">
          {value.map((url, index) => (
            <Paper key={url} withBorder radius="md" p={4} pos="relative">
              <Image src={url} alt={`Product image ${index + 1}`} h={96} fit="contain" radius="sm" />
              {index === 0 ? (
                <Badge size="xs" pos="absolute" top={6} left={6}>
                  Cover
                </Badge>
              ) : null}
              <Group gap={2} justify="center" mt={4}>
                <Tooltip label="Move left">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move image ${index + 1} left`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move right">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move image ${index + 1} right`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowRight size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={handleFiles} accept={ACCEPT_IMAGES} multiple resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant={message ? 'outline' : 'light'}
              color={message ? 'red' : undefined}
              size="xs"
              leftSection={<IconPhotoUp size={16} />}
              loading={uploading > 0}
              disabled={room <= 0}
            >
              Add images
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG, WebP or GIF up to 5 MB; stored as WebP.
        </Text>
      </Group>
      {message ? <Input.Error role="alert">{message}</Input.Error> : null}
    </Stack>
  );
}
