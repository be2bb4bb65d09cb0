'use client';

import type { TRentDetail } from '@bazaar/shared/rent';
import { RENT_TYPE_LABELS } from '@bazaar/shared/rent-constants';
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCash, IconHome, IconMapPin, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Fact, SectionTitle } from '@/components/listing/detail-parts';
import { ProfileCard } from '@/components/listing/profile-card';
import { StatusBadge } from '@/components/status-badge';
import { ProductGallery } from '@/features/product/product-gallery';
import { formatDate, formatPrice } from '@/lib/format';
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
export function RentDetailView({ listing: initial }: { listing: TRentDetail }) {
  const { data: listing = initial } = useQuery({
    queryKey: rentKeys.detail(initial._id),
    queryFn: async ({ signal }) => (await rentApi.detail(initial._id, { signal })).data,
    initialData: initial,
    staleTime: 30_000,
  });
  const owner = listing.owner;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="sm" separatorMargin={6}>
        <Anchor component={Link} href="/rent" size="sm">
          Rent
        </Anchor>
        <Anchor component={Link} href={`/rent?type=${listing.type}`} size="sm">
          {RENT_TYPE_LABELS[listing.type]}
        </Anchor>
      </Breadcrumbs>
      <Box mb="lg">
        <Stack gap={8}>
          <Group gap="xs">
            <StatusBadge
              status={listing.status}
              colors={RENT_STATUS_COLORS}
              labels={RENT_STATUS_LABELS}
              data-testid="rent-status"
            />
            <Badge variant="default">{RENT_TYPE_LABELS[listing.type]}</Badge>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} data-testid="rent-title">
            {listing.title}
          </Title>
        </Stack>
      </Box>
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {listing.images.length > 0 ? (
              <Box maw={640}>
                <ProductGallery images={listing.images} name={listing.title} />
              </Box>
            ) : null}
            <Paper withBorder radius="lg" p="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Fact
                  icon={<IconMapPin size={18} />}
                  label="Where"
                  value={[listing.street, placeLabel(listing)].filter(Boolean).join(', ')}
                />
                <Fact
                  icon={<IconCalendarEvent size={18} />}
                  label="Available"
                  value={availableLabel(listing.availableFrom)}
                />
                <Fact
                  icon={<IconCash size={18} />}
                  label="Deposit"
                  value={listing.deposit > 0 ? formatPrice(listing.deposit) : 'None'}
                />
                <Fact icon={<IconHome size={18} />} label="Listed" value={formatDate(listing.createdAt)} />
              </SimpleGrid>
            </Paper>
            <Box component="section">
              <SectionTitle>Details</SectionTitle>
              <Text
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="rent-description"
              >
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="md">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Rent
                  </Text>
                  <Text fz={28} fw={800} lh={1.2} data-testid="rent-detail-price">
                    {priceLabel(listing)}
                  </Text>
                </Stack>
                <RentActions listing={listing} />
              </Stack>
            </Paper>
            <ProfileCard
              image={owner.image}
              caption="Listed by"
              name={owner.fullName}
              details={
                <Text size="xs" c="dimmed">
                  Member since {formatDate(owner.memberSince)}
                </Text>
              }
              icon={IconUser}
              testId="owner-card"
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
