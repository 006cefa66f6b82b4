/**
 * A media item (spec §3): the record the media host returns for an uploaded image or video (spec §7 Media),
 * kept with field names as the host sends them (snake case) so that it can be stored without mapping.
 */
import { z } from 'zod';
import { countSchema, instantSchema } from './instant.schema.ts';
import { textSchema } from './text.schema.ts';

export const MEDIA_RESOURCE_TYPES = ['video', 'image'] as const;
export const mediaResourceTypeSchema = z.enum(MEDIA_RESOURCE_TYPES);
export type MediaResourceType = z.infer<typeof mediaResourceTypeSchema>;

/** The video stream of a video upload; the host sends bit rates as strings, so both are accepted. */
export const videoStreamSchema = z.object({
  codec: textSchema.optional(),
  pix_format: textSchema.optional(),
  profile: textSchema.optional(),
  level: z.number().optional(),
  bit_rate: z.union([textSchema, z.number()]).optional(),
  /** Display aspect ratio as 'W:H'. */
  dar: textSchema.optional(),
  time_base: textSchema.optional(),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/** The audio stream of a video upload; `{}` when the video is silent. */
export const audioStreamSchema = z.object({
  codec: textSchema.optional(),
  bit_rate: z.union([textSchema, z.number()]).optional(),
  frequency: z.number().optional(),
  channels: z.int().optional(),
  channel_layout: textSchema.optional(),
});
export type AudioStream = z.infer<typeof audioStreamSchema>;

export const mediaItemSchema = z
  .object({
    asset_id: textSchema.min(1),
    /** Video only (bits per second); null for images. */
    bit_rate: z.number().nonnegative().nullable(),
    bytes: countSchema,
    created_at: instantSchema,
    /** Video only (seconds); null for images, and for videos whose container does not say. */
    duration: z.number().nonnegative().nullable(),
    etag: textSchema,
    /** File format: 'jpg', 'png', 'mp4'... */
    format: textSchema.min(1),
    /** Pixels; always known for images, null for a video whose container does not say. */
    height: z.int().positive().nullable(),
    width: z.int().positive().nullable(),
    /** Id on the media host; the media URL builders take it (media/). */
    public_id: textSchema.min(1),
    /** https in production; http on a development origin (http://localhost:3000). */
    secure_url: z.url({ protocol: /^https?$/ }),
    resource_type: mediaResourceTypeSchema,
    /** Video only; null for images. */
    video: videoStreamSchema.nullable(),
    /** Video only; null for images. */
    audio: audioStreamSchema.nullable(),
    /** width / height; null when the size is unknown. */
    aspect_ratio: z.number().positive().nullable(),
    /** Text alternative written by the uploader (WCAG 1.1.1); absent when none was given. */
    alt: textSchema.max(500).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.resource_type === 'image') {
      // An image always has a size (layout depends on it) and never has the video-only fields.
      for (const field of ['width', 'height', 'aspect_ratio'] as const) {
        if (item[field] === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: `An image needs its ${field}` });
        }
      }
      for (const field of ['bit_rate', 'duration', 'video', 'audio'] as const) {
        if (item[field] !== null) {
          ctx.addIssue({ code: 'custom', path: [field], message: `An image has no ${field}` });
        }
      }
    }
  });
export type MediaItem = z.infer<typeof mediaItemSchema>;
