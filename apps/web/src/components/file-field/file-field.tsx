'use client';

import { IconFileUpload } from '@tabler/icons-react';
import { PrivateFileThumb } from './private-file';
import { UploadListField, type UploadListFieldProps } from './upload-list';

/**
 * Private documents (a PDF or a photo of one): each uploaded (POST /upload/document) as soon as it
 * is picked, shown only to its owner and admins. `value` holds `private/<id>` references.
 */
export function FileField(props: Omit<UploadListFieldProps, 'folder'>) {
  return (
    <UploadListField
      {...props}
      kind="document"
      addIcon={<IconFileUpload aria-hidden size={16} />}
      renderPreview={(ref, alt) => <PrivateFileThumb fileRef={ref} alt={alt} h={88} />}
    />
  );
}
