import { IconPhoto } from '@tabler/icons-react';
import { resolveImageUrl } from '@/lib/public-config';

type SquareImageProps = {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  fit?: 'cover' | 'contain';
  /** The page's largest picture: fetched first. */
  priority?: boolean;
};

const FRAME_STYLE = {
  display: 'block',
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: 'var(--bz-media-bg)',
} as const;

/**
 * A square picture (a product's, a task's, a rental's); a neutral placeholder when it has none. Spans
 * shown as blocks: the picture may sit inside a button (the gallery's thumbnails), which holds no `div`.
 */
export function SquareImage({ src, alt, eager, fit = 'cover', priority }: SquareImageProps) {
  const url = resolveImageUrl(src);
  return (
    <span style={FRAME_STYLE}>
      {url ? (
        // Uploads come from the API's static host, known only at run time (next.config: unoptimized).
        // biome-ignore lint/performance/noImgElement: plain img keeps the run-time host out of the build
        <img
          src={url}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : (
        <span
          aria-label={alt}
          role="img"
          style={{
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'var(--mantine-color-dimmed)',
          }}
        >
          <IconPhoto aria-hidden size={40} stroke={1.2} />
        </span>
      )}
    </span>
  );
}
