'use client';

import { Box, Group, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { SquareImage } from './square-image';

/** A listing's pictures: one large, the rest as thumbnails that swap it. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <Box>
      <Box
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
        }}
        data-testid="gallery-main"
      >
        <SquareImage
          src={current}
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
          eager
          priority={index === 0}
          fit="contain"
        />
      </Box>
      {images.length > 1 ? (
        <Group
          gap="xs"
          mt="sm"
          wrap="nowrap"
          style={{ overflowX: 'auto', paddingBottom: 4 }}
          role="group"
          aria-label="Pictures"
        >
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              onClick={() => setIndex(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === index}
              w={72}
              style={{
                flexShrink: 0,
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
                border:
                  i === index
                    ? '2px solid var(--mantine-primary-color-filled)'
                    : '2px solid var(--mantine-color-default-border)',
              }}
            >
              <SquareImage src={src} alt="" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
