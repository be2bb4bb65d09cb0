'use client';

import type { UploadFolder, UploadKind } from '@bazaar/shared/upload-constants';
import { ActionIcon, Badge, Group, Input, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { showErrorToast } from '@/lib/toast';
import { PickFileButton } from './pick-file-button';
import { useUpload } from './use-upload';

type ListOptions = {
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  /** 'image', 'photo', 'document': named in the problems and the buttons. */
  noun: string;
  folder?: UploadFolder;
  onUploadingChange?: ((isUploading: boolean) => void) | undefined;
};

/**
 * Picks several files, skips the ones past `max` or of the wrong kind (saying why under the field),
 * uploads the rest one after another and adds their references in the order picked.
 */
function useUploadList(kind: UploadKind, opts: ListOptions) {
  const { value, onChange, max, noun, folder, onUploadingChange } = opts;
  const { upload, findProblem, accept, isUploading } = useUpload(kind, folder ? { folder } : {});
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes of the upload state only
  useEffect(() => onUploadingChange?.(isUploading), [isUploading]);

  const addFiles = async (files: File[]) => {
    setProblem(null);
    const picked = files.slice(0, Math.max(0, room));
    if (files.length > picked.length) setProblem(`You can add at most ${max} ${noun}s.`);
    const added: string[] = [];
    for (const file of picked) {
      const bad = findProblem(file);
      if (bad) {
        setProblem(`${file.name}: ${bad}`);
        continue;
      }
      try {
        added.push((await upload(file)).path);
      } catch (err) {
        showErrorToast(err);
      }
    }
    if (added.length) onChange([...value, ...added]);
  };

  return { addFiles, problem, accept, isUploading, room };
}

export type UploadListFieldProps = {
  label: string;
  /** Stored references, in display order. */
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  /** 'image', 'photo', 'document': "Remove photo 2", "You can add at most 4 photos". */
  noun: string;
  /** The previews' alt text, numbered: 'Product image' → "Product image 1". */
  itemAlt: string;
  addLabel: string;
  /** The first is the cover: it says so, and the items can be moved. */
  ordered?: boolean;
  folder?: UploadFolder;
  description?: ReactNode;
  /** Beside the add button, e.g. the types and size it takes. */
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
  onUploadingChange?: (isUploading: boolean) => void;
};

type KindProps = {
  kind: UploadKind;
  addIcon: ReactNode;
  renderPreview: (ref: string, alt: string) => ReactNode;
};

/**
 * A list of uploads of one kind: label, a tile per file (remove, and move when ordered), the add
 * button and what went wrong. ImageListField and FileField are this with their kind's preview.
 */
export function UploadListField({
  kind,
  addIcon,
  renderPreview,
  label,
  value,
  onChange,
  max,
  noun,
  itemAlt,
  addLabel,
  ordered = false,
  folder,
  description,
  hint,
  error,
  required = false,
  disabled = false,
  testId,
  onUploadingChange,
}: UploadListFieldProps & KindProps) {
  const list = useUploadList(kind, {
    value,
    onChange,
    max,
    noun,
    onUploadingChange,
    ...(folder ? { folder } : {}),
  });
  const message = list.problem ?? error;

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target] as string, next[index] as string];
    onChange(next);
  };

  const arrows = (index: number) => (
    <Group gap={2} justify="center" mt={4}>
      <Tooltip label="Move left">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${noun} ${index + 1} left`}
          disabled={index === 0}
          onClick={() => move(index, -1)}
        >
          <IconArrowLeft aria-hidden size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move right">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${noun} ${index + 1} right`}
          disabled={index === value.length - 1}
          onClick={() => move(index, 1)}
        >
          <IconArrowRight aria-hidden size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={message}
      withAsterisk={required}
    >
      {value.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="xs" mt={6} data-testid={testId}>
          {value.map((ref, index) => (
            <Paper key={ref} withBorder radius="sm" p={4} pos="relative">
              {renderPreview(ref, `${itemAlt} ${index + 1}`)}
              {ordered && index === 0 ? (
                <Badge size="xs" pos="absolute" top={8} left={8}>
                  Cover
                </Badge>
              ) : null}
              <ActionIcon
                pos="absolute"
                top={8}
                right={8}
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconX aria-hidden size={12} />
              </ActionIcon>
              {ordered ? arrows(index) : null}
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      {list.room > 0 ? (
        <Group gap="sm" mt={6}>
          <PickFileButton
            accept={list.accept}
            multiple
            onPick={(files) => void list.addFiles(files)}
            icon={addIcon}
            isLoading={list.isUploading}
            disabled={disabled}
            hasError={Boolean(message)}
          >
            {addLabel}
          </PickFileButton>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Input.Wrapper>
  );
}
