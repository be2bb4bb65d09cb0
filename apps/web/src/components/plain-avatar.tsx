'use client';

import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { mantineRem } from '@/components/mantine-classes';

/** Mantine's class names for an Avatar (`@mantine/core/styles/Avatar.css`, in the public pages' subset). */
export const MANTINE_AVATAR = {
  root: 'm_f85678b6 mantine-Avatar-root',
  image: 'm_11f8ac07 mantine-Avatar-image',
  placeholder: 'm_104cd71f mantine-Avatar-placeholder',
} as const;

type PlainAvatarProps = {
  /** The picture's address; none, or one that fails to load, shows `children` instead. */
  src: string | null | undefined;
  /** A Mantine colour name: the light variant's background and text of the placeholder (none: Mantine's default). */
  color?: string;
  /** A Mantine radius name, or a length (`50%`); `md` unless told. */
  radius?: string;
  /** The side in pixels. */
  size: number;
  /** What stands in for the picture (an icon). */
  children: ReactNode;
  /** The picture's text (a store's logo names its store); none for a picture beside its name. */
  alt?: string;
  /** A class on the root (before Mantine's, as Mantine writes it). */
  className?: string;
};

/**
 * Mantine's `Avatar` (variant light, an empty `alt`) drawn as Mantine draws it, without its
 * component: a person's card on a listing page brought the Avatar into the page's first load
 * (decision 064). A picture that fails to load gives way to the placeholder, as Mantine's does.
 */
export function PlainAvatar({
  src,
  color,
  size,
  radius = 'md',
  alt = '',
  className,
  children,
}: PlainAvatarProps) {
  const [isBroken, setBroken] = useState(!src);
  useEffect(() => setBroken(!src), [src]);
  const style = {
    '--avatar-size': mantineRem(size),
    '--avatar-radius': /^[a-z]+$/.test(radius) ? `var(--mantine-radius-${radius})` : radius,
    ...(color
      ? {
          '--avatar-bg': `var(--mantine-color-${color}-light)`,
          '--avatar-color': `var(--mantine-color-${color}-light-color)`,
          '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        }
      : {}),
  } as CSSProperties;
  return (
    <div style={style} className={className ? `${className} ${MANTINE_AVATAR.root}` : MANTINE_AVATAR.root}>
      {isBroken || !src ? (
        <span className={MANTINE_AVATAR.placeholder} title={alt}>
          {children}
        </span>
      ) : (
        // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
        <img className={MANTINE_AVATAR.image} src={src} alt={alt} onError={() => setBroken(true)} />
      )}
    </div>
  );
}
