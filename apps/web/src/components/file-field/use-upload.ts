'use client';

import type { TPrivateUploadWriteResponse, TUploadWriteResponse } from '@bazaar/shared/upload';
import type { UploadFolder, UploadKind } from '@bazaar/shared/upload-constants';
import { useCallback, useState } from 'react';
import { useApiFetch } from '@/lib/use-api-fetch';
import { acceptFor, findUploadProblem } from './upload-rules';

type UploadAnswer<K extends UploadKind> = K extends 'image'
  ? TUploadWriteResponse
  : TPrivateUploadWriteResponse;

/** What an upload answers: a public image's path and URL, or a private document's reference. */
export type Uploaded<K extends UploadKind> = UploadAnswer<K>['data'];

/**
 * The one way the web uploads a file: POST /upload/image (public, into `folder`) or
 * POST /upload/document (private). Errors are thrown for the caller to toast.
 */
export function useUpload<K extends UploadKind>(kind: K, opts: { folder?: UploadFolder } = {}) {
  const fetcher = useApiFetch();
  const [pending, setPending] = useState(0);
  const folder = opts.folder ?? 'misc';

  const upload = useCallback(
    async (file: File): Promise<Uploaded<K>> => {
      const formData = new FormData();
      // The folder goes before the file: the API reads fields in order and stops at the file.
      if (kind === 'image') formData.append('folder', folder);
      formData.append('file', file);
      setPending((n) => n + 1);
      try {
        const res = await fetcher<UploadAnswer<K>>(`/upload/${kind}`, { method: 'POST', formData });
        return res.data;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [fetcher, kind, folder],
  );

  const findProblem = useCallback((file: File) => findUploadProblem(kind, file), [kind]);

  return { upload, findProblem, accept: acceptFor(kind), isUploading: pending > 0 };
}
