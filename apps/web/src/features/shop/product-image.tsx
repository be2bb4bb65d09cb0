'use client';

import { Box, Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { resolveImageUrl } from '@/lib/public-config';

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  fit?: 'cover' | 'contain';
};

/** A square product picture; a neutral placeholder when the product has none. */
export function ProductImage({ src, alt, eager, fit = 'cover' }: ProductImageProps) {
  const url = resolveImageUrl(src);
  return (
    <Box
      pos="relative"
      style={{
        aspectRatio: '1 / 1',
        overflow: 'hidden',
        background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))',
      }}
    >
      {url ? (
        // Uploads come from the API's static host, known only at run time (next.config: unoptimized).
        // biome-ignore lint/performance/noImgElement: plain img keeps the run-time host out of the build
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : (
        <Center h="100%" c="dimmed" aria-label={alt} role="img">
          <IconPhoto size={40} stroke={1.2} />
        </Center>
      )}
    </Box>
  );
}
