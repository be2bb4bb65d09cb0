import type { TPublicStore } from '@bazaar/shared/vendor';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconMapPin, IconPackage } from '@tabler/icons-react';
import type { DehydratedState } from '@tanstack/react-query';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { PlainAvatar } from '@/components/plain-avatar';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { formatCount } from '@/lib/format';
import { getSiteUrl, resolveImageUrl } from '@/lib/public-config';
import { CatalogView } from '@/sections/shop/product/catalog-view';
import { ShopBreadcrumbs } from '@/sections/shop/product/shop-breadcrumbs';
import { ReviewCard } from '@/sections/shop/review/review-card';
import { storeLd } from '../json-ld';
import classes from './store.module.css';

const sinceFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Banner, logo, name, rating and facts; kept short so the store's products start on the first screen. */
function StoreHeader({ store }: { store: TPublicStore }) {
  const banner = resolveImageUrl(store.banner);
  return (
    <Paper withBorder radius="lg" mb="lg" className={classes.header} data-testid="store-header">
      <div className={classes.banner}>
        {banner ? (
          // biome-ignore lint/performance/noImgElement: uploads come from the run-time image host
          <img src={banner} alt="" className={classes.bannerImage} fetchPriority="high" />
        ) : null}
      </div>
      <Group gap="md" px={{ base: 'md', sm: 'lg' }} pt="sm" pb="md" align="flex-start" wrap="nowrap">
        <PlainAvatar
          src={resolveImageUrl(store.logo)}
          alt={`${store.storeName} logo`}
          radius="lg"
          size={88}
          color="brand"
          className={classes.logo}
        >
          <IconBuildingStore aria-hidden size={40} />
        </PlainAvatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {store.storeName}
          </Title>
          <Group gap="md" style={{ rowGap: 4 }}>
            <Group gap={6} wrap="nowrap" data-testid="store-rating">
              {store.rating.count > 0 ? (
                <>
                  <Text size="sm" fw={700}>
                    {store.rating.average.toFixed(1)}
                  </Text>
                  <RatingStars rating={store.rating.average} count={store.rating.count} size="sm" />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No ratings yet
                </Text>
              )}
            </Group>
            <Fact icon={IconCalendar}>On Bazaar since {sinceFormat.format(new Date(store.createdAt))}</Fact>
            <Fact icon={IconPackage}>
              {formatCount(store.productsCount)} {store.productsCount === 1 ? 'product' : 'products'}
            </Fact>
            {store.location ? <Fact icon={IconMapPin}>{store.location}</Fact> : null}
          </Group>
        </Stack>
      </Group>
      {store.description ? (
        <Text size="sm" c="dimmed" px={{ base: 'md', sm: 'lg' }} pb="md" lineClamp={3}>
          {store.description}
        </Text>
      ) : null}
    </Paper>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof IconCalendar; children: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function StoreReviews({ store }: { store: TPublicStore }) {
  if (store.reviews.length === 0) return null;
  return (
    <Box component="section" mt="xl" aria-labelledby="store-reviews-title" data-testid="store-reviews">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={22} id="store-reviews-title">
          What buyers say
        </Title>
        <Text size="sm" c="dimmed">
          {formatCount(store.rating.count)} reviews in all
        </Text>
      </Group>
      <div className={classes.reviews}>
        {store.reviews.map((review) => (
          <ReviewCard
            key={review._id}
            review={review}
            title={review.author}
            meta={
              <Anchor component={IntentLink} href={`/shop/product/${review.product.slug}`} size="sm">
                {review.product.name}
              </Anchor>
            }
            replyFrom={store.storeName}
          />
        ))}
      </div>
    </Box>
  );
}

/**
 * /shop/store/{slug}: the store, its products with the catalogue's filters, and its newest reviews.
 * Rendered on the server: only the catalogue, the cards and the avatars are client parts, so the
 * store's header, its reviews' frame and its JSON-LD cost a phone no script (decision 067).
 */
export function StoreView({
  store,
  search,
  initial,
}: {
  store: TPublicStore;
  search: string;
  initial: DehydratedState;
}) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <JsonLd data={storeLd(getSiteUrl(), store)} />
      <ShopBreadcrumbs items={[{ name: 'Shop', href: '/shop' }, { name: store.storeName }]} />
      <StoreHeader store={store} />
      <CatalogView
        basePath={`/shop/store/${store.slug}`}
        search={search}
        fixedVendor={store.slug}
        initial={initial}
      />
      <StoreReviews store={store} />
    </Container>
  );
}
