import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

export const MEDIA_RESOURCE_TYPES = ['image', 'video'] as const;

/**
 * Every upload made through spec §7's media signature, one row per asset. Owners are kept so unused uploads can
 * be cleaned up; whatever displays media stores a copy of the item (jsonb) for fast reads.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: idColumn(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    assetId: text('asset_id'),
    publicId: text('public_id').notNull().unique(),
    secureUrl: text('secure_url').notNull(),
    resourceType: text('resource_type').notNull(),
    format: text('format'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    bitRate: integer('bit_rate'),
    duration: doublePrecision('duration'),
    etag: text('etag'),
    aspectRatio: doublePrecision('aspect_ratio'),
    video: jsonb('video').$type<Record<string, unknown>>(),
    audio: jsonb('audio').$type<Record<string, unknown>>(),
    /** When the media host created the asset (its `created_at`). */
    uploadedAt: instant('uploaded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('media_items_resource_type_check', t.resourceType, MEDIA_RESOURCE_TYPES),
    index('media_items_owner_id_idx').on(t.ownerId),
  ],
);
