/**
 * A media item (spec §3): the record the media host returns for an uploaded image or video (spec §7 Media),
 * kept with field names as the host sends them (snake case) so that it can be stored without mapping.
 */
import { z } from 'zod';
import { countSchema, instantSchema } from './instant.schema.ts';

export const MEDIA_RESOURCE_TYPES = ['video', 'image'] as const;
export const mediaResourceTypeSchema = z.enum(MEDIA_RESOURCE_TYPES);
export type MediaResourceType = z.infer<typeof mediaResourceTypeSchema>;

/** The video stream of a video upload; the host sends bit rates as strings, so both are accepted. */
export const videoStreamSchema = z.object({
  codec: z.string().optional(),
  pix_format: z.string().optional(),
  profile: z.string().optional(),
  level: z.number().optional(),
  bit_rate: z.union([z.string(), z.number()]).optional(),
  /** Display aspect ratio as 'W:H'. */
  dar: z.string().optional(),
  time_base: z.string().optional(),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/** The audio stream of a video upload; `{}` when the video is silent. */
export const audioStreamSchema = z.object({
  codec: z.string().optional(),
  bit_rate: z.union([z.string(), z.number()]).optional(),
  frequency: z.number().optional(),
  channels: z.int().optional(),
  channel_layout: z.string().optional(),
});
export type AudioStream = z.infer<typeof audioStreamSchema>;

export const mediaItemSchema = z
  .object({
    asset_id: z.string().min(1),
    /** Video only (bits per second); null for images. */
    bit_rate: z.number().nonnegative().nullable(),
    bytes: countSchema,
    created_at: instantSchema,
    /** Video only (seconds); null for images. */
    duration: z.number().nonnegative().nullable(),
    etag: z.string(),
    /** File format: 'jpg', 'png', 'mp4'... */
    format: z.string().min(1),
    height: z.int().positive(),
    width: z.int().positive(),
    /** Id on the media host; the media URL builders take it (media/). */
    public_id: z.string().min(1),
    secure_url: z.url({ protocol: /^https$/ }),
    resource_type: mediaResourceTypeSchema,
    /** Video only; null for images. */
    video: videoStreamSchema.nullable(),
    /** Video only; null for images. */
    audio: audioStreamSchema.nullable(),
    /** width / height. */
    aspect_ratio: z.number().positive(),
  })
  .superRefine((item, ctx) => {
    // A video without a duration cannot show its length or be trimmed; an image never has one.
    if (item.resource_type === 'video' && item.duration === null) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'A video needs a duration' });
    }
    if (item.resource_type === 'image') {
      for (const field of ['bit_rate', 'duration', 'video', 'audio'] as const) {
        if (item[field] !== null) {
          ctx.addIssue({ code: 'custom', path: [field], message: `An image has no ${field}` });
        }
      }
    }
  });
export type MediaItem = z.infer<typeof mediaItemSchema>;
