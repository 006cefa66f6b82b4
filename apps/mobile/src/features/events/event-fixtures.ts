/**
 * Events made through the tests' API, as a host would make them on the website: published at once, with the
 * schedule, place and media a test needs; read back as the event screen reads them.
 */
import { getJson, sendJson, type TestAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import type { ExperienceDetail } from '../experiences/experience.types.ts';

let made = 0;

export interface TestEventInput {
  name?: string;
  description?: string;
  when: Record<string, unknown>;
  rrule?: string;
  media?: Record<string, unknown>[];
}

export async function makeEvent(owner: TestAccount, input: TestEventInput): Promise<ExperienceDetail> {
  made += 1;
  const created = await sendJson<{ slug: string }>('POST', '/api/v1/experiences', owner.token, {
    name: input.name ?? `Test event ${Date.now()} ${made}`,
    shortDescription: null,
    description: input.description ?? null,
    when: input.when,
    rrule: input.rrule ?? null,
    media: input.media ?? [],
    where: {
      name: 'Royale',
      address: '279 Tremont St',
      city: 'Boston',
      state: 'MA',
      lat: 42.3496,
      lng: -71.0651,
    },
    location: 'boston-ma',
    publishState: 'PUBLISHED',
  });
  if (created.status !== 201) {
    throw new Error(`making an event failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return (await getJson<ExperienceDetail>(`/api/v1/experiences/slug/${created.body.slug}`, owner.token)).body;
}

/** A video as the API's media server would describe it (its address is on the API's own media root). */
export function videoItem(name: string, alt?: string): Record<string, unknown> {
  return {
    asset_id: `asset-${name}`,
    bit_rate: 1_200_000,
    bytes: 2_000_000,
    created_at: '2026-11-01T12:00:00.000Z',
    duration: 12.5,
    etag: `etag-${name}`,
    format: 'mp4',
    height: 720,
    width: 1280,
    public_id: `events/${name}`,
    secure_url: `${testApiUrl()}/media/happenings/video/upload/v1/events/${name}.mp4`,
    resource_type: 'video',
    video: { codec: 'h264' },
    audio: {},
    aspect_ratio: 1280 / 720,
    ...(alt ? { alt } : {}),
  };
}
