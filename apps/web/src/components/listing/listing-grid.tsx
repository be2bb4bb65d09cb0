import type { ReactNode } from 'react';
import classes from './listing-grid.module.css';

/**
 * A listing's cards in a responsive grid (listing-grid.module.css): `cards` one on a phone to three on a
 * wide screen (a task, a job, a rental), `products` two to four, `posts` (the blog's) one to three from
 * a narrower screen, further apart. `loading` names the placeholders a page
 * of cards stands in for while it loads (`Loading tasks`); `testId` marks the cards' grid for the tests.
 */
export function ListingGrid({
  look = 'cards',
  testId,
  loading,
  children,
}: {
  look?: 'cards' | 'products' | 'posts';
  testId?: string;
  loading?: string;
  children: ReactNode;
}) {
  const className = look === 'cards' ? classes.grid : `${classes.grid} ${classes[look]}`;
  // Placeholders are a status, named by what loads, as the project's other skeletons are.
  if (loading) {
    return (
      <div className={className} role="status" aria-busy aria-label={loading}>
        {children}
      </div>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {children}
    </div>
  );
}
