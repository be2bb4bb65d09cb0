import type { TRentCard } from '@bazaar/shared/rent';
import { rentPath } from '@bazaar/shared/rent-constants';
import { Skeleton, Stack } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconMapPin } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { CardFact, CardTitle, ListingCard } from '@/components/listing/listing-card';
import { plainCardProps } from '@/components/plain-card';
import { PlainBadge, plainGroup, plainStack, plainText } from '@/components/plain-layout';
import { keepPriceTogether } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import classes from './rent-card.module.css';
import {
  availableLabel,
  placeLabel,
  priceLabel,
  RENT_STATUS_COLORS,
  RENT_STATUS_LABELS,
  rentTypeLabel,
} from './rent-format';

/** Mantine's class names for an Image (`Image.css`, in the public pages' subset). */
export const MANTINE_IMAGE = 'm_9e117634 mantine-Image-root';

/** `<Image fit="cover" h="100%">` drawn without the component (plain-layout.tsx, decision 070). */
export function plainCoverImage() {
  return {
    className: MANTINE_IMAGE,
    style: { '--image-object-fit': 'cover', height: '100%' } as CSSProperties,
  };
}

/** A listing in a list: photo, type, title, place, when it is free and the price per period. */
export function RentCard({ listing }: { listing: TRentCard }) {
  const image = resolveImageUrl(listing.image);
  return (
    <ListingCard
      href={rentPath(listing._id)}
      testId="rent-card"
      status={listing.status}
      padding={0}
      className={classes.card}
    >
      <div className={classes.media} data-testid="rent-photo">
        {image ? (
          // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
          <img {...plainCoverImage()} src={image} alt="" />
        ) : (
          <div {...plainGroup({ justify: 'center', className: classes.placeholder })} aria-hidden>
            <IconHome aria-hidden size={40} stroke={1.2} />
          </div>
        )}
      </div>
      <div {...plainStack({ gap: 8, className: classes.body })}>
        <div {...plainGroup({ justify: 'space-between', wrap: 'nowrap', gap: 'xs' })}>
          <PlainBadge>{rentTypeLabel(listing.type)}</PlainBadge>
          {listing.status !== 'Active' ? (
            <PlainBadge color={RENT_STATUS_COLORS[listing.status]} isWhole>
              {RENT_STATUS_LABELS[listing.status]}
            </PlainBadge>
          ) : null}
        </div>
        <CardTitle testId="rent-title">{listing.title}</CardTitle>
        <div {...plainStack({ gap: 4 })}>
          <CardFact icon={IconMapPin} isClamped>
            {placeLabel(listing)}
          </CardFact>
          <CardFact icon={IconCalendarEvent}>{availableLabel(listing.availableFrom)}</CardFact>
        </div>
        <p {...plainText({ fw: 800, fz: 'lg', mt: 'auto', pt: 4 })} data-testid="rent-price">
          {keepPriceTogether(priceLabel(listing))}
        </p>
      </div>
    </ListingCard>
  );
}

/** Holds a card's place while a page of listings loads. */
export function RentCardSkeleton() {
  return (
    <div
      {...plainCardProps({ padding: 0, className: classes.card })}
      aria-hidden
      data-testid="rent-card-skeleton"
    >
      <Skeleton className={classes.media} radius={0} />
      <Stack gap={10} className={classes.body}>
        <Skeleton h={10} w="30%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="60%" />
        <Skeleton h={20} w="50%" />
      </Stack>
    </div>
  );
}
