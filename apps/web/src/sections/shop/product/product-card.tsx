import type { TProductSummary } from '@bazaar/shared/product';
import { Badge, Skeleton, Stack } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { SquareImage } from '@/components/media/square-image';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { PriceTag } from './price-tag';
import classes from './shop.module.css';

/**
 * A product in a listing: picture, name, price with any discount, rating and stock. Plain elements
 * styled like Mantine's Card/Stack/Text: a page holds many cards, so each is kept small.
 */
export function ProductCard({ product, eager }: { product: TProductSummary; eager?: boolean }) {
  return (
    <IntentLink
      href={`/shop/product/${product.slug}`}
      className={`${classes.card} bz-link-plain`}
      data-testid="product-card"
      data-category={product.category.slug}
    >
      <div className={classes.cardMedia}>
        <SquareImage src={product.image} alt={product.name} eager={eager} />
        {!product.inStock ? (
          <Badge color="gray" variant="filled" size="sm" className={classes.cardBadge}>
            Out of stock
          </Badge>
        ) : null}
      </div>
      <div className={classes.cardBody}>
        <p className={`${classes.text} ${classes.clamp} ${classes.category}`}>{product.category.name}</p>
        <p className={`${classes.text} ${classes.clamp} ${classes.name}`} data-testid="product-name">
          {product.name}
        </p>
        <PriceTag price={product.price} mrp={product.mrp} />
        <RatingStars rating={product.rating} count={product.ratingCount} />
      </div>
    </IntentLink>
  );
}

/** Holds a card's place while a page of products loads, in the card's own frame (no Card component). */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="product-card-skeleton">
      <Skeleton style={{ aspectRatio: '1 / 1' }} h="auto" radius={0} />
      <Stack gap={8} p="sm">
        <Skeleton h={10} w="40%" />
        <Skeleton h={12} w="90%" />
        <Skeleton h={12} w="70%" />
        <Skeleton h={16} w="50%" />
        <Skeleton h={10} w="45%" />
      </Stack>
    </div>
  );
}
