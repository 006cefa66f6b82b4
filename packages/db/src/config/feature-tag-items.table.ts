import { ITEM_TYPES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { featureTags } from './feature-tags.table.ts';

/**
 * What an editorial feature tag holds (spec §3 featureTags; §7 discover top-picks / editor-picks and
 * /recommendations): items in the editors' order. Polymorphic like interested, so no foreign key to the item.
 */
export const featureTagItems = pgTable(
  'feature_tag_items',
  {
    featureTagId: text('feature_tag_id')
      .notNull()
      .references(() => featureTags.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    position: integer('position').notNull().default(0),
    /** The editors' word on the item (issue 23 curation), shown with it. */
    note: text('note'),
    /**
     * Local dates (the location's time zone) between which the item shows, both inclusive; null leaves that side
     * open. The streams compare them with the day of their own "now", so an item appears and leaves on its dates
     * with no job to run.
     */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'feature_tag_items_pk', columns: [t.featureTagId, t.itemType, t.itemId] }),
    // The discover rows read one tag's items in order.
    index('feature_tag_items_tag_position_idx').on(t.featureTagId, t.position, t.itemId),
    index('feature_tag_items_item_idx').on(t.itemType, t.itemId),
    enumCheck('feature_tag_items_item_type_check', t.itemType, ITEM_TYPES),
    check(
      'feature_tag_items_dates_check',
      sql`${t.startsOn} IS NULL OR ${t.endsOn} IS NULL OR ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
);
