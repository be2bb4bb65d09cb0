'use client';

import type { TCrossSellOffer } from '@bazaar/shared/cross-sell';
import type { TRentDetail } from '@bazaar/shared/rent';
import { RENT_TYPE_LABELS } from '@bazaar/shared/rent-constants';
import { Badge, Box, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconHome, IconMapPin } from '@tabler/icons-react';
import { DetailLayout, useLiveDetail } from '@/components/listing/detail-layout';
import { Fact, FactsPanel, PricePanel, SectionTitle } from '@/components/listing/detail-parts';
import { PersonCard } from '@/components/listing/profile-card';
import { ImageGallery } from '@/components/media/image-gallery';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatPrice } from '@/lib/format';
import { CrossSellOffer } from '@/platform/cross-sell/cross-sell-offer';
import { ReportButton } from '@/platform/moderation/report-button';
import { rentKeys } from './query-keys';
import { RentActions } from './rent-actions';
import { rentApi } from './rent-api';
import {
  availableLabel,
  placeLabel,
  priceLabel,
  RENT_STATUS_COLORS,
  RENT_STATUS_LABELS,
} from './rent-format';

/**
 * /rent/{id}: the listing as the cached page shows it to everyone (photos, facts, amenities, owner),
 * with the reader's own part (inquire, their inquiry, the owner's links) as an island. After a write
 * the listing is read again, so a change shows at once.
 */
export function RentDetailView({
  listing: initial,
  offer,
}: {
  listing: TRentDetail;
  /** The task another section offers with it ("Moving in? Hire movers"), if any. */
  offer: TCrossSellOffer | null;
}) {
  const listing = useLiveDetail(
    rentKeys.detail(initial._id),
    async (signal) => (await rentApi.detail(initial._id, { signal })).data,
    initial,
  );
  const owner = listing.owner;

  return (
    <DetailLayout
      crumbs={[
        { name: 'Rent', href: '/rent' },
        { name: RENT_TYPE_LABELS[listing.type], href: `/rent?type=${listing.type}` },
      ]}
      badges={
        <>
          <StatusBadge
            status={listing.status}
            colors={RENT_STATUS_COLORS}
            labels={RENT_STATUS_LABELS}
            data-testid="rent-status"
          />
          <Badge variant="default">{RENT_TYPE_LABELS[listing.type]}</Badge>
        </>
      }
      title={listing.title}
      titleTestId="rent-title"
      aside={
        <>
          <PricePanel label="Rent" value={priceLabel(listing)} testId="rent-detail-price">
            <RentActions listing={listing} />
          </PricePanel>
          <PersonCard person={owner} caption="Listed by" testId="owner-card" />
          {offer ? <CrossSellOffer offer={offer} from="rent" /> : null}
        </>
      }
      report={<ReportButton kind="rental" subjectId={listing._id} />}
    >
      {listing.images.length > 0 ? (
        <Box maw={640}>
          <ImageGallery images={listing.images} name={listing.title} />
        </Box>
      ) : null}
      <FactsPanel>
        <Fact
          icon={IconMapPin}
          label="Where"
          value={[listing.street, placeLabel(listing)].filter(Boolean).join(', ')}
        />
        <Fact icon={IconCalendarEvent} label="Available" value={availableLabel(listing.availableFrom)} />
        <Fact
          icon={IconCash}
          label="Deposit"
          value={listing.deposit > 0 ? formatPrice(listing.deposit) : 'None'}
        />
        <Fact icon={IconHome} label="Listed" value={formatDate(listing.createdAt)} />
      </FactsPanel>
      <Box component="section">
        <SectionTitle>Details</SectionTitle>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="rent-description">
          {listing.description}
        </Text>
      </Box>
      {listing.amenities.length > 0 ? (
        <Box component="section">
          <SectionTitle>Amenities</SectionTitle>
          <Group gap="xs" data-testid="rent-amenities">
            {listing.amenities.map((a) => (
              <Badge key={a} variant="light" size="lg" tt="none">
                {a}
              </Badge>
            ))}
          </Group>
        </Box>
      ) : null}
    </DetailLayout>
  );
}
