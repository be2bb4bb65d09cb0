import classes from './rating-stars.module.css';

type RatingStarsProps = { rating: number; count?: number; size?: 'xs' | 'sm' | 'md' };

/** Read-only stars (quarter steps) with the number of ratings beside them. */
export function RatingStars({ rating, count, size = 'xs' }: RatingStarsProps) {
  const label =
    count === 0
      ? 'No ratings yet'
      : `Rated ${rating.toFixed(1)} out of 5${count ? ` from ${count} ratings` : ''}`;
  return (
    <div className={classes.ratingRow} aria-label={label} role="img">
      <StarsBar rating={rating} size={size} />
      {count !== undefined ? (
        <span
          aria-hidden
          className={classes.ratingCount}
          style={{
            fontSize: `var(--mantine-font-size-${size})`,
            lineHeight: `var(--mantine-line-height-${size})`,
          }}
        >
          ({count.toLocaleString('en-IN')})
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
