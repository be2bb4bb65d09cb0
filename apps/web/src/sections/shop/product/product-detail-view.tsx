'use client';

import type { TCrossSellOffer } from '@bazaar/shared/cross-sell';
import type { TProductDetail, TProductSummary, TProductVariant } from '@bazaar/shared/product';
import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { Suspense, useEffect, useState } from 'react';
import { HydratedFieldset } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { ImageGallery } from '@/components/media/image-gallery';
import { PlainDivider } from '@/components/plain-divider';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { RenderWhenNear } from '@/components/section/render-when-near';
import { formatCount } from '@/lib/format';
import { partWithQueries } from '@/lib/signed-in-part';
import { ReportButton } from '@/platform/moderation/report-button';
import { OpenConversationButton } from '@/platform/thread/open-conversation-button';
import { pickDefaultVariant } from './default-variant';
import { PriceTag } from './price-tag';
import classes from './product-detail.module.css';
import { ProductPurchaseActions } from './product-purchase-actions';
import { RelatedProducts } from './related-products';
import { ShopBreadcrumbs } from './shop-breadcrumbs';
import { SpecsTable } from './specs-table';
import { VariantPicker } from './variant-picker';
import { VendorCard } from './vendor-card';

// Offered with a few products only (a category that needs putting together): its code comes with it.
const CrossSellOffer = dynamic(() =>
  import('@/platform/cross-sell/cross-sell-offer').then((m) => m.CrossSellOffer),
);

// Its code (sort menu, rating bars, review cards) loads with it, when the reader gets near it, with
// the query library it pages through (decision 065).
const ProductReviews = partWithQueries(() =>
  import('@/sections/shop/review/product-reviews').then((m) => m.ProductReviews),
);

function SectionTitle({ id, children }: { id?: string; children: string }) {
  return (
    <Title order={2} fz={{ base: 'lg', sm: 'xl' }} mb="sm" id={id}>
      {children}
    </Title>
  );
}

/**
 * /shop/product/{slug}: pictures, price, options, stock, specs, vendor, ratings and related products.
 * The chosen option is kept in the URL (`?variant=<id>`), so a link opens the same size or colour.
 */
export function ProductDetailView({
  product,
  offer,
  related,
}: {
  product: TProductDetail;
  /** The task another section offers with it ("Hire a tasker to assemble it"), if any. */
  offer: TCrossSellOffer | null;
  /** The related products the server read, or null when it could not (the browser asks again). */
  related: TProductSummary[] | null;
}) {
  const [variant, setVariant] = useState<TProductVariant | null>(() => pickDefaultVariant(product.variants));
  // The page is cached without its query (docs/product-rules.md "Fast pages"): a shared link's option is
  // picked once the page is in the browser.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('variant');
    const found = linked ? product.variants.find((v) => v._id === linked) : undefined;
    if (found) setVariant(found);
  }, [product.variants]);
  const chooseVariant = (next: TProductVariant | null) => {
    setVariant(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('variant', next._id);
    else url.searchParams.delete('variant');
    // Replaces the entry (no new history step per option) without a server round trip.
    window.history.replaceState(window.history.state, '', url);
  };
  const price = variant?.price ?? product.price;
  const mrp = variant ? variant.mrp : product.mrp;
  const stock = variant?.stock ?? product.stock;
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const categoryPath = product.breadcrumb.length > 0 ? product.breadcrumb : [product.category];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ShopBreadcrumbs
        items={[
          { name: 'Shop', href: '/shop' },
          ...categoryPath.map((c) => ({ name: c.name, href: `/shop/category/${c.slug}` })),
          { name: product.name },
        ]}
      />
      <div className={classes.columns}>
        <ImageGallery images={images} name={product.name} />
        <div>
          <Stack gap="md">
            <Stack gap={6}>
              {product.brand ? (
                <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                  {product.brand}
                </Text>
              ) : null}
              <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} data-testid="product-title">
                {product.name}
              </Title>
              <Group gap="sm" wrap="wrap">
                {product.ratingCount > 0 ? (
                  <Anchor
                    href="#ratings"
                    c="inherit"
                    underline="hover"
                    style={{ display: 'inline-flex', alignItems: 'center' }}
                  >
                    <Text span size="sm" fw={600} mr={6} data-testid="product-rating">
                      {product.rating.toFixed(1)}
                    </Text>
                    <RatingStars rating={product.rating} count={product.ratingCount} size="sm" />
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    No ratings yet
                  </Text>
                )}
                {product.soldCount > 0 ? (
                  <Text size="sm" c="dimmed">
                    · {formatCount(product.soldCount)} sold
                  </Text>
                ) : null}
              </Group>
            </Stack>

            <Box data-testid="product-price">
              <PriceTag price={price} mrp={mrp} size="lg" />
              <Text size="xs" c="dimmed" mt={4}>
                Cash on delivery available
              </Text>
            </Box>

            <PlainDivider />
            {product.variants.length > 0 ? (
              <HydratedFieldset>
                <VariantPicker variants={product.variants} value={variant} onChange={chooseVariant} />
              </HydratedFieldset>
            ) : null}
            <ProductPurchaseActions
              productId={product._id}
              variantId={variant?._id ?? null}
              stock={stock}
              name={product.name}
              price={price}
              mrp={mrp}
            />
            <VendorCard vendor={product.vendor} />
            <OpenConversationButton
              kind="product-question"
              subjectRef={product._id}
              label="Ask the seller"
              testId="ask-seller"
              otherUserId={product.sellerUserId}
              fullWidth
            />
            {offer ? <CrossSellOffer offer={offer} from="shop" /> : null}
            <Group justify="flex-end">
              <ReportButton kind="product" subjectId={product._id} />
            </Group>

            <Group gap="xs">
              <Badge
                variant="default"
                component={IntentLink}
                href={`/shop/category/${product.category.slug}`}
                style={{ cursor: 'pointer' }}
              >
                {product.category.name}
              </Badge>
              {(variant?.sku ?? product.sku) ? (
                <Text size="xs" c="dimmed">
                  SKU {variant?.sku ?? product.sku}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </div>
      </div>

      <Stack gap="xl" mt={{ base: 'xl', sm: 48 }}>
        <Box component="section">
          <SectionTitle>Description</SectionTitle>
          <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
        </Box>
        <Box component="section">
          <SectionTitle>Specifications</SectionTitle>
          <Suspense>
            <SpecsTable specs={product.specs} />
          </Suspense>
        </Box>
      </Stack>

      <Box component="section" aria-labelledby="ratings" mt={{ base: 'xl', sm: 48 }}>
        <SectionTitle id="ratings">Ratings & reviews</SectionTitle>
        {/* Far below the first screen on a phone: loaded, rendered and fetched when scrolled near. */}
        <RenderWhenNear minHeight={320}>
          <ProductReviews product={product} />
        </RenderWhenNear>
      </Box>

      <Box mt={{ base: 'xl', sm: 48 }}>
        <Suspense>
          <RelatedProducts productId={product._id} serverProducts={related} />
        </Suspense>
      </Box>
    </Container>
  );
}
