'use client';

import { Image } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { resolveImageUrl } from '@/lib/public-config';
import { UploadListField, type UploadListFieldProps } from './upload-list';

/** Several public pictures: each uploaded (POST /upload/image) as soon as it is picked, removable, optionally ordered. */
export function ImageListField(props: UploadListFieldProps) {
  return (
    <UploadListField
      {...props}
      kind="image"
      addIcon={<IconPhotoUp aria-hidden size={16} />}
      renderPreview={(path, alt) => (
        <Image src={resolveImageUrl(path)} alt={alt} h={88} fit="contain" radius="sm" />
      )}
    />
  );
}
