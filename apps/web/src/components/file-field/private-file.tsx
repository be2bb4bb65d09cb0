'use client';

import { privateUploadPath } from '@bazaar/shared/upload-constants';
import { Anchor, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileAlert, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

export const privateUploadKeys = {
  all: ['private-upload'] as const,
  detail: (ref: string) => [...privateUploadKeys.all, ref] as const,
};

/** GET /upload/private/:id with the session's token (a private file has no public URL); a file never changes. */
export function usePrivateUpload(ref: string) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: privateUploadKeys.detail(ref),
    queryFn: ({ signal }) => fetcher<Blob>(privateUploadPath(ref), { as: 'blob', signal }),
    enabled: status === 'authenticated',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An object URL for the blob, released when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * A private file (`private/<id>`) for its owner or an admin: a photo shows as a thumbnail, a PDF as
 * its icon; either opens in a new tab.
 */
export function PrivateFileThumb({ fileRef, alt, h = 80 }: { fileRef: string; alt: string; h?: number }) {
  const file = usePrivateUpload(fileRef);
  const url = useObjectUrl(file.data);

  if (file.isError) {
    return (
      <Center h={h} c="dimmed" aria-label={`${alt}: not available`}>
        <IconFileAlert aria-hidden size={28} stroke={1.4} />
      </Center>
    );
  }
  if (!file.data || !url) return <Skeleton h={h} radius="sm" />;
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" display="block">
      {file.data.type.startsWith('image/') ? (
        <Image src={url} alt={alt} h={h} fit="cover" radius="sm" />
      ) : (
        <Center h={h} role="img" aria-label={alt}>
          <Stack gap={2} align="center">
            <IconFileTypePdf aria-hidden size={32} stroke={1.4} />
            <Text size="xs" c="dimmed">
              PDF
            </Text>
          </Stack>
        </Center>
      )}
    </Anchor>
  );
}
