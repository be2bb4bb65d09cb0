import { PlainVisuallyHidden } from '@/components/plain-layout';
import { formatCount } from '@/lib/format';
import classes from './rating-stars.module.css';

type RatingStarsProps = { rating: number; count?: number; size?: 'xs' | 'sm' | 'md' };

/**
 * Read-only stars (quarter steps) with the number of ratings beside them. The stars are a picture
 * named by the rating; the count is text, so a link around the card reads what it shows.
 */
export function RatingStars({ rating, count, size = 'xs' }: RatingStarsProps) {
  const label = count === 0 ? 'No ratings yet' : `Rated ${rating.toFixed(1)} out of 5`;
  return (
    <div className={classes.ratingRow}>
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        <StarsBar rating={rating} size={size} />
      </span>
      {count !== undefined ? (
        <span
          className={classes.ratingCount}
          style={{
            fontSize: `var(--mantine-font-size-${size})`,
            lineHeight: `var(--mantine-line-height-${size})`,
          }}
        >
          ({formatCount(count)}
          <PlainVisuallyHidden> ratings</PlainVisuallyHidden>)
        </span>
      ) : null}
    </div>
  );
}

/**
 * Just the five stars, filled to the rating in quarter steps (what Mantine's Rating with fractions={4}
 * draws), as one element instead of a few dozen.
 */
export function StarsBar({ rating, size = 'xs' }: { rating: number; size?: 'xs' | 'sm' | 'md' }) {
  const quarters = Math.min(20, Math.max(0, Math.round(rating * 4)));
  return (
    <span
      className={classes.stars}
      data-size={size}
      style={{ ['--stars-fill' as string]: `${quarters * 5}%` }}
      aria-hidden
    />
  );
}

/**
 * A read-only rating as one picture named by its words. Mantine's read-only Rating draws a `label`
 * per star as a `div` with a `for` attribute, which HTML does not allow.
 */
export function StarsPicture({
  rating,
  label,
  size = 'sm',
}: {
  rating: number;
  label: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <StarsBar rating={rating} size={size} />
    </span>
  );
}
