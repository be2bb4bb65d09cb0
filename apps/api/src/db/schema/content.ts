import { AD_SLOTS } from '@bazaar/shared/ad';
import { SLIDER_PLACEMENTS } from '@bazaar/shared/slider';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Home and shop carousels. */
export const sliders = pgTable(
  'sliders',
  {
    id: uuid().primaryKey(),
    placement: text({ enum: SLIDER_PLACEMENTS }).notNull(),
    image: text().notNull(),
    title: text().notNull().default(''),
    link: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sliders_placement_order_idx').on(t.placement, t.sortOrder)],
);

export type SliderRow = typeof sliders.$inferSelect;

/** One advertisement per slot (super-admin /admin/ad-setting/{slot}). */
export const adPlacements = pgTable('ad_placements', {
  slot: text({ enum: AD_SLOTS }).primaryKey(),
  image: text().notNull(),
  title: text().notNull().default(''),
  link: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type AdPlacementRow = typeof adPlacements.$inferSelect;
