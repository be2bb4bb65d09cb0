import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** An order's money columns as SQL: a table's, an alias's, or the columns of a VALUES list. */
export type OrderMoneySql = {
  subtotal: SQLWrapper;
  discount: SQLWrapper;
  commissionPercent: SQLWrapper;
  total: SQLWrapper;
};

/**
 * `commissionOf` from `@bazaar/shared/money` for queries that sum over many orders: the percent of
 * the items after the voucher discount (never below 0), rounded down to whole paisa. In numeric, so
 * a large order cannot overflow `int` on the way (Rs. 21.5 lakh × 10 % would). The test beside it
 * checks that both give the same numbers.
 */
export function commissionSql(o: Omit<OrderMoneySql, 'total'>): SQL {
  return sql`floor(greatest(${o.subtotal} - ${o.discount}, 0)::numeric * ${o.commissionPercent} / 100)`;
}

/** `vendorEarningOf` in SQL: the order total less the commission (numeric). */
export function vendorEarningSql(o: OrderMoneySql): SQL {
  return sql`(${o.total} - ${commissionSql(o)})`;
}
